import { mayDo } from '@nearbite/domain/staff-roles';
import { MoneyPage } from '../../features/money-settings/components/money-page';
import { TablesPage } from '../../features/tables/components/tables-page';
import { useStore } from '../layout/outlet-contexts';

/** The Money tab: any staff member may open it (read-only); owners and platform admins save. */
export function MoneyRoute() {
  const { businessId, actor } = useStore();
  return <MoneyPage businessId={businessId} canManage={mayDo(actor, 'manageMoneySettings')} />;
}

/** The Tables tab: any staff member sees the tables and prints the cards; `manageStoreProfile` changes them. */
export function TablesRoute() {
  const { businessId, actor } = useStore();
  return <TablesPage businessId={businessId} canManage={mayDo(actor, 'manageStoreProfile')} />;
}
