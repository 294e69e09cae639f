import { mayDo } from '@nearbite/domain/staff-roles';
import { PromotionsPage } from '../../features/promotions/components/promotions-page';
import { useStore } from '../layout/outlet-contexts';

/** The Promotions tab: any staff member sees activities and coupons; `managePromotions` changes them. */
export function PromotionsRoute() {
  const { businessId, actor } = useStore();
  return <PromotionsPage businessId={businessId} canManage={mayDo(actor, 'managePromotions')} />;
}
