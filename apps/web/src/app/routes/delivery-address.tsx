import { lazy, Suspense, useState } from 'react';
import DeliveryAddressScreen from '../../features/checkout/components/delivery-address-screen';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import { DEFAULT_MAP_CENTER } from '../../features/map/lib/map-view';

// Leaflet loads when the diner opens the address picker.
const AddressPickerMap = lazy(() => import('./address-picker-map'));
const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** /deliveryAddress: checkout's address form with the map feature's picker and the sign-in sheet. */
export default function DeliveryAddressRoute() {
  const location = useChosenLocation();
  const [signingIn, setSigningIn] = useState(false);
  return (
    <>
      <DeliveryAddressScreen
        PickerMap={AddressPickerMap}
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
