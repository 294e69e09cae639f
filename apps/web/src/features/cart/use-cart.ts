import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { localStore } from '../../shared/lib/browser-storage';
import type { CartLine } from '../../shared/lib/cart-line';
import { addWithMenuCheck, createCartStore, persistsWhenLeavingTo } from './lib/cart-store';

/** Every business's cart for this page load; saved to local storage when the diner leaves the store. */
const cartStore = createCartStore(localStore);

/**
 * The cart API other screens compose (checkout reads the lines and clears them after a submission; it
 * gets them through the route, never by importing this feature):
 * - `useCartLines(businessId)`: the business's lines, re-rendering on change;
 * - `readCartLines(businessId)`: the same lines, read once (outside React);
 * - `clearCart(businessId)`: empties the cart and forgets its saved copy (after a submitted order);
 * - `useCartActions(businessId)`: add (with the timed-menu question), update, setQuantity, setCover
 *   (points redemption), clear, refill (Order again);
 * - `useCartPersistence(businessId)`: save on leaving a store screen (reads restore the saved copy).
 * The line type is `CartLine` in shared/lib/cart-line.ts.
 */
export function useCartLines(businessId: string | null): readonly CartLine[] {
  const id = businessId ?? '';
  return useSyncExternalStore(
    cartStore.subscribe,
    () => cartStore.lines(id),
    () => cartStore.lines(id),
  );
}

export function readCartLines(businessId: string): readonly CartLine[] {
  return cartStore.lines(businessId);
}

export function clearCart(businessId: string): void {
  cartStore.clear(businessId);
  cartStore.persist(businessId);
}

/** Cart changes for one business. `add` asks before mixing timed menus and resolves whether it added. */
export function useCartActions(businessId: string) {
  const { t } = useTranslation();
  const confirmMenuChange = useCallback(async () => {
    const { confirmAlert } = await import('../../shared/lib/notify');
    return confirmAlert(t('item.menuChange'), t('item.menuChangeConfirm'));
  }, [t]);
  return {
    add: (line: Omit<CartLine, 'wantIndex'>) =>
      addWithMenuCheck(cartStore, businessId, line, confirmMenuChange),
    update: (wantIndex: string, line: Omit<CartLine, 'wantIndex'>) =>
      cartStore.update(businessId, wantIndex, line),
    setQuantity: (wantIndex: string, goodsNumber: number) =>
      cartStore.setQuantity(businessId, wantIndex, goodsNumber),
    /** Checkout's points redemption of a line (one unit redeemed for `usePoint` points). */
    setCover: (wantIndex: string, isCover: boolean, usePoint: number | null) =>
      cartStore.setCover(businessId, wantIndex, isCover, usePoint),
    clear: () => cartStore.clear(businessId),
    /** Order again: the cart becomes these lines (the same item with the same choices merged). */
    refill: (lines: readonly Omit<CartLine, 'wantIndex'>[]) => {
      cartStore.clear(businessId);
      for (const line of lines) cartStore.add(businessId, line);
    },
  };
}

/**
 * Saves the business's cart when the diner leaves a store screen (to any route but payment and the order
 * list) or the page (reload, tab closed); the first read of a business's lines restores the saved copy.
 */
export function useCartPersistence(businessId: string | null): void {
  useEffect(() => {
    if (!businessId) return;
    const onPageHide = () => cartStore.persist(businessId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // The router has moved to the next location when the screen unmounts.
      if (persistsWhenLeavingTo(window.location.pathname)) cartStore.persist(businessId);
    };
  }, [businessId]);
}
