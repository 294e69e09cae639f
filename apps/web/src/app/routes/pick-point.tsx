import { lazy, Suspense, useState } from 'react';
import PickPointScreen from '../../features/checkout/components/pick-point-screen';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import { DEFAULT_MAP_CENTER } from '../../features/map/lib/map-view';

const PlacesMap = lazy(() => import('./places-map'));
const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** /post/pickPoint: checkout's host screen with the map feature's map and the sign-in sheet. */
export default function PickPointRoute() {
  const location = useChosenLocation();
  const [signingIn, setSigningIn] = useState(false);
  return (
    <>
      <PickPointScreen
        PlacesMap={PlacesMap}
        fallbackCenter={location ?? DEFAULT_MAP_CENTER}
        onLogin={() => setSigningIn(true)}
      />
      {signingIn ? (
        <Suspense fallback={null}>
          <LoginDialog visible onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
