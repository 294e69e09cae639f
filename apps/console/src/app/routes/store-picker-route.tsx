import { Navigate } from 'react-router';
import { StorePicker } from '../../features/stores/components/store-picker';
import { useSignedIn } from '../layout/outlet-contexts';

/** /console/: someone on one store's staff goes straight to its board; anyone else picks. */
export function StorePickerRoute() {
  const { me } = useSignedIn();
  const [only] = me.memberships;
  if (only && me.memberships.length === 1 && !me.isPlatformAdmin) {
    return <Navigate to={`/stores/${only.businessId}/board`} replace />;
  }
  return <StorePicker me={me} />;
}
