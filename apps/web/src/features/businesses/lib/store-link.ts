import { paths } from '../../../shared/lib/paths';

/** The store page of a business. */
export function storePageUrl(businessId: string): string {
  return `${paths.postDetail}?businessId=${encodeURIComponent(businessId)}`;
}
