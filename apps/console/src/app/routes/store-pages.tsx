import { mayDo } from '@nearbite/domain/staff-roles';
import { Navigate, useParams } from 'react-router';
import { ApiKeysPage } from '../../features/api-keys/components/api-keys-page';
import { AuditPage } from '../../features/audit/components/audit-page';
import { MenuPage } from '../../features/menu/components/menu-page';
import { PhotosPage } from '../../features/photos/components/photos-page';
import { PrintersPage } from '../../features/printers/components/printers-page';
import { TicketView } from '../../features/printers/components/ticket-view';
import { StaffPage } from '../../features/staff/components/staff-page';
import { StoreProfilePage } from '../../features/store-profile/components/store-profile-page';
import { runsStore } from '../../shared/hooks/use-me';
import { useStore } from '../layout/outlet-contexts';
import { RequireSignIn } from '../layout/require-sign-in';

/** The store's screens beside the board; a role that may not open one goes back to the board. */
export function PrintersRoute() {
  const { businessId, actor } = useStore();
  return <PrintersPage businessId={businessId} canManage={runsStore(actor)} />;
}

export function PhotosRoute() {
  const { businessId, actor } = useStore();
  if (!mayDo(actor, 'manageStoreProfile')) return <Navigate to="../board" replace />;
  return <PhotosPage businessId={businessId} />;
}

export function StaffRoute() {
  const { businessId, actor, me } = useStore();
  if (!mayDo(actor, 'readStaff')) return <Navigate to="../board" replace />;
  return <StaffPage businessId={businessId} actor={actor} me={me} />;
}

export function ApiKeysRoute() {
  const { businessId, actor } = useStore();
  if (!mayDo(actor, 'readApiKeys')) return <Navigate to="../board" replace />;
  return <ApiKeysPage businessId={businessId} canManage={mayDo(actor, 'manageApiKeys')} />;
}

export function AuditRoute() {
  const { businessId, actor } = useStore();
  if (!mayDo(actor, 'readAuditLog')) return <Navigate to="../board" replace />;
  return <AuditPage businessId={businessId} />;
}

export function MenuRoute() {
  const { businessId, actor } = useStore();
  if (!mayDo(actor, 'manageMenu')) return <Navigate to="../board" replace />;
  return <MenuPage businessId={businessId} />;
}

/** The Store tab: any staff member reads the profile and hours; owners and managers change them. */
export function StoreProfileRoute() {
  const { businessId, actor } = useStore();
  return <StoreProfilePage businessId={businessId} canEdit={mayDo(actor, 'manageStoreProfile')} />;
}

/** The print view: no console chrome around the ticket. */
export function TicketRoute() {
  const { businessId = '', orderId = '' } = useParams();
  return <RequireSignIn>{() => <TicketView businessId={businessId} orderId={orderId} />}</RequireSignIn>;
}
