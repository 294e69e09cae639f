import { mayDo } from '@nearbite/domain/staff-roles';
import { Navigate } from 'react-router';
import { ReportsPage } from '../../features/reports/components/reports-page';
import { useStore } from '../layout/outlet-contexts';

/** The Reports tab: owners, managers and platform admins (readReports); others go back to the board. */
export function ReportsRoute() {
  const { businessId, actor } = useStore();
  if (!mayDo(actor, 'readReports')) return <Navigate to="../board" replace />;
  return <ReportsPage businessId={businessId} />;
}
