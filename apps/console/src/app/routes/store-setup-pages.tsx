import { mayDo } from '@nearbite/domain/staff-roles';
import { MoneyPage } from '../../features/money-settings/components/money-page';
import { PickupAddressesPanel } from '../../features/pickup-addresses/components/pickup-addresses-panel';
import { TablesPage } from '../../features/tables/components/tables-page';
import { useStore } from '../layout/outlet-contexts';

/** The Money tab with the pickup addresses: any staff member may open it (read-only); owners save. */
export function MoneyRoute() {
  const { businessId, actor } = useStore();
  const canManage = mayDo(actor, 'manageMoneySettings');
  return (
    <MoneyPage
      businessId={businessId}
      canManage={canManage}
      after={<PickupAddressesPanel businessId={businessId} canManage={canManage} />}
    />
  );
}

/** The Tables tab: any staff member sees the tables and prints the cards; `manageStoreProfile` changes them. */
export function TablesRoute() {
  const { businessId, actor } = useStore();
  return <TablesPage businessId={businessId} canManage={mayDo(actor, 'manageStoreProfile')} />;
}
