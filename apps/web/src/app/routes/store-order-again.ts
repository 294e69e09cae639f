import type { BusinessDetailDto } from '@nearbite/contract/store';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCartActions } from '../../features/cart/use-cart';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from '../../shared/lib/history-router';
import { showError } from '../../shared/lib/notify';
import { ORDER_AGAIN_PARAM } from '../../shared/lib/order-again-link';

/**
 * Order again (the orders list and detail link here with `orderAgain=<orderId>`): the store's cart is
 * filled with the order's items and choices still available, at today's prices, and the diner is told
 * which are not (removed, sold out, not served now, options changed) or came back fewer. A cart that
 * already holds items is replaced only when the diner agrees. The parameter is dropped once handled,
 * so a reload or Back does not do it again; the work itself loads only then (order-again-refill.tsx).
 */
export function useOrderAgain(businessId: string | null, store: BusinessDetailDto | undefined): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const orderId = query.get(ORDER_AGAIN_PARAM);
  const cart = useCartActions(businessId ?? '');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!orderId || !businessId || !store || handled.current === orderId) return;
    handled.current = orderId;
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ORDER_AGAIN_PARAM);
        return next;
      },
      { replace: true },
    );
    import('./order-again-refill')
      .then(({ refillFromOrder }) =>
        refillFromOrder({
          orderId,
          businessId,
          timeZone: store.address.timeZone,
          queryClient,
          refill: cart.refill,
          t,
        }),
      )
      .catch((error: unknown) => showError(error, { title: t('orderAgain.failed') }));
  }, [orderId, businessId, store, queryClient, setQuery, cart, t]);
}
