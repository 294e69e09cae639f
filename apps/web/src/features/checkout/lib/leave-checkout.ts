import { paths } from '../../../shared/lib/paths';

/** Where a checkout screen opened from a link or a reload goes back to: the store's page, else home. */
export function storePageOrHome(businessId: string | null): string {
  return businessId ? `${paths.postDetail}?businessId=${encodeURIComponent(businessId)}` : paths.home;
}
