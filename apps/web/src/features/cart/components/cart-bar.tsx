import type { ActivityRule } from '@nearbite/domain/activity-discount';
import type { OrderType } from '@nearbite/domain/order-type';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CartLine } from '../../../shared/lib/cart-line';
import { cartButtonState, cartTotals, requiredCategoryMissing } from '../lib/cart-totals';
import { useCartLines } from '../use-cart';
import { useInactivityTimer } from '../use-inactivity-timer';
import { CartSummary } from './cart-summary';
import './cart.css';

const loadCartPopup = () => import('./cart-popup');
const CartPopup = lazy(loadCartPopup);

/** The store's required category in dine-in (GET requiredForDineIn); null when there is none. */
export interface RequiredCategory {
  categoryId: string | null;
  categoryName: string | null;
  goodsIds: readonly string[];
}

export interface CartBarProps {
  businessId: string;
  orderType: OrderType;
  activities: readonly ActivityRule[];
  isOpen: boolean;
  canReserved: boolean;
  required: RequiredCategory | null;
  /**
   * CHECKOUT SLOT: called by the cart's "Checkout" button when the cart can be checked out. Checkout
   * (addresses, times, tips, coupons, submission) is composed by the route around this bar.
   */
  onCheckout: () => void;
  /** Opens the item dialog on a line, to change its choices. */
  onEditLine: (line: CartLine) => void;
  /** After the cart's 10-minute inactivity notice (the route refreshes the menu). */
  onInactive?: () => void;
  /** Opens the cart popup each time it changes (checkout shows the cart when a required item is missing). */
  openRequest?: number;
}

/**
 * The cart bar at the bottom of the store screens: units and the food total from the domain pricing
 * engine; tapping it opens the cart popup. Its button checks out, reads Closed (inactive) when the store
 * is closed and takes no orders ahead, and waits for the required category's item in dine-in.
 */
export function CartBar(props: CartBarProps) {
  const { t } = useTranslation();
  const { businessId, orderType, activities, required } = props;
  const lines = useCartLines(businessId);
  const totals = useMemo(() => cartTotals(lines, orderType, activities), [lines, orderType, activities]);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const state = cartButtonState({
    isOpen: props.isOpen,
    canReserved: props.canReserved,
    count: totals.count,
    requiredMissing: required !== null && requiredCategoryMissing(lines, required),
  });
  useInactivityTimer(open, lines, () => {
    void loadCartPopup()
      .then((popup) => popup.showInactivityNotice())
      .then(() => props.onInactive?.());
  });
  const openCart = () => {
    if (totals.count === 0) return;
    setMounted(true);
    setOpen(true);
  };
  const openRequest = props.openRequest ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request opens the cart.
  useEffect(() => {
    if (openRequest > 0) openCart();
  }, [openRequest]);

  return (
    <>
      <div className="nb-cart-bar-space" aria-hidden="true" />
      <div className="nb-cart-bar">
        {state === 'needRequired' ? (
          <p className="nb-cart-hint" role="status">
            {required?.categoryName
              ? t('cart.needRequired', { category: required.categoryName })
              : t('cart.needRequiredGeneric')}
          </p>
        ) : null}
        <div className="nb-cart-bar-row">
          <button
            type="button"
            className="nb-cart-open"
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={totals.count === 0}
            onClick={openCart}
            onPointerEnter={() => void loadCartPopup()}
            onFocus={() => void loadCartPopup()}
          >
            <CartSummary totals={totals} />
          </button>
          <button
            type="button"
            className="nb-cart-checkout"
            disabled={state !== 'ready'}
            onClick={() => state === 'ready' && props.onCheckout()}
          >
            {state === 'closed' ? t('cart.closed') : t('cart.checkout')}
          </button>
        </div>
      </div>
      {mounted ? (
        <Suspense fallback={null}>
          <CartPopup
            visible={open && totals.count > 0}
            businessId={businessId}
            lines={lines}
            totals={totals}
            onClose={() => setOpen(false)}
            onEditLine={(line) => {
              setOpen(false);
              props.onEditLine(line);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
