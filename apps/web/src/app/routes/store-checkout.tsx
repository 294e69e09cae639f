import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { OrderType } from '@nearbite/domain/order-type';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { clearCart, useCartActions } from '../../features/cart/use-cart';
import { checkoutChoicesStore, takeReopen } from '../../features/checkout/lib/checkout-choices';
import { checkoutLinesOf } from '../../features/checkout/lib/checkout-line';
import { useCheckoutSession } from '../../features/checkout/use-checkout-session';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import { useStoreMenu } from '../../features/store/api';
import { useDinerCount } from '../../features/store/use-store-state';
import type { CartLine } from '../../shared/lib/cart-line';

// Checkout loads when the diner taps Checkout; its maps only when a chooser shows one.
const CheckoutSheet = lazy(() => import('../../features/checkout/components/checkout-sheet'));
const PlacesMap = lazy(() => import('./places-map'));
const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/**
 * The dine-in diner count for what it renders: the one value the store feature keeps (useDinerCount),
 * which the info strip reads too, so a change in checkout shows on the strip at once.
 */
function WithDinerCount({
  businessId,
  tableName,
  children,
}: {
  businessId: string;
  tableName: string | null;
  children: (count: number | null, setCount: (count: number) => void) => ReactNode;
}) {
  const [count, setCount] = useDinerCount(businessId, tableName);
  return children(count, setCount);
}

export interface StoreCheckoutOptions {
  businessId: string | null;
  business: BusinessDetailDto | undefined;
  cartLines: readonly CartLine[];
  orderType: OrderType | null;
  setOrderType: (type: OrderType) => void;
  tableName: string | null;
}

/**
 * The store screens' checkout: the checkout feature's sheet wired to the cart (its lines, redeeming a
 * unit with points, clearing it after the order), the store page's dining type and diner count, the
 * diner's location, the map feature's map and the sign-in sheet. `open` is the cart's Checkout slot;
 * `element` goes with the cart bar, and `cartOpenRequest` is the bar's openRequest (a required dine-in
 * item is missing). Checkout reopens when the diner comes back from the address form or
 * the pickup-point screen.
 */
export function useStoreCheckout(options: StoreCheckoutOptions): {
  open: () => void;
  element: ReactNode;
  /** The cart bar's openRequest: grows when checkout sends the diner back to the cart. */
  cartOpenRequest: number;
} {
  const { businessId, business, cartLines, orderType, setOrderType, tableName } = options;
  useCheckoutSession();
  const [visible, setVisible] = useState(() =>
    businessId ? takeReopen(checkoutChoicesStore, businessId) : false,
  );
  // Each opening mounts checkout afresh, so no chooser is left open from the last time.
  const [openings, setOpenings] = useState(visible ? 1 : 0);
  const [signingIn, setSigningIn] = useState(false);
  const [cartOpenRequest, setCartOpenRequest] = useState(0);
  const location = useChosenLocation();
  const menu = useStoreMenu(visible ? businessId : null, null);
  const cart = useCartActions(businessId ?? '');
  const timedMenus = menu.data?.timedMenus;
  const lines = useMemo(() => checkoutLinesOf(cartLines, timedMenus ?? []), [cartLines, timedMenus]);

  const open = () => {
    setOpenings((count) => count + 1);
    setVisible(true);
  };

  const element =
    openings > 0 && businessId && business && orderType ? (
      <>
        <Suspense fallback={null}>
          <WithDinerCount key={openings} businessId={businessId} tableName={tableName}>
            {(dinerCount, setDinerCount) => (
              <CheckoutSheet
                visible={visible && cartLines.length > 0}
                onClose={() => setVisible(false)}
                business={business}
                lines={lines}
                orderType={orderType}
                onOrderTypeChange={setOrderType}
                tableName={tableName}
                dinerCount={dinerCount}
                onDinerCountChange={setDinerCount}
                onRedeemChange={(key, redeemed, requiredPoints) =>
                  cart.setCover(key, redeemed, redeemed ? requiredPoints : null)
                }
                userLocation={
                  location ? { latitude: location.latitude, longitude: location.longitude } : null
                }
                onLogin={() => setSigningIn(true)}
                onOrderPlaced={() => {
                  clearCart(businessId);
                  setVisible(false);
                }}
                onOpenCart={() => {
                  setVisible(false);
                  setCartOpenRequest((request) => request + 1);
                }}
                PlacesMap={PlacesMap}
              />
            )}
          </WithDinerCount>
        </Suspense>
        {signingIn ? (
          <Suspense fallback={null}>
            <LoginDialog visible onClose={() => setSigningIn(false)} />
          </Suspense>
        ) : null}
      </>
    ) : null;

  return { open, element, cartOpenRequest };
}
