import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CancelledNotice {
  orderId: string;
  orderCode: string;
  reason: string | null;
}

/**
 * Orders that turned cancelled while on the board, other than the ones cancelled from this board: the
 * kitchen must hear of them at once (the diner cancelled, or someone elsewhere did). Orders already
 * cancelled when the board first loads raise nothing.
 */
export function useCancelledNotices(orders: readonly BoardOrderDto[] | undefined) {
  const seen = useRef<Map<string, string> | null>(null);
  const cancelledHere = useRef(new Set<string>());
  const [notices, setNotices] = useState<CancelledNotice[]>([]);

  useEffect(() => {
    if (!orders) return;
    const previous = seen.current;
    seen.current = new Map(orders.map((order) => [order.id, order.orderStatus]));
    if (!previous) return;
    const fresh = orders.filter(
      (order) =>
        order.orderStatus === 'cancelled' &&
        previous.has(order.id) &&
        previous.get(order.id) !== 'cancelled' &&
        !cancelledHere.current.has(order.id),
    );
    if (fresh.length === 0) return;
    setNotices((current) => [
      ...current.filter((notice) => !fresh.some((order) => order.id === notice.orderId)),
      ...fresh.map((order) => ({
        orderId: order.id,
        orderCode: order.orderCode,
        reason: order.cancellationReason,
      })),
    ]);
  }, [orders]);

  return {
    notices,
    dismiss: useCallback(
      (orderId: string) => setNotices((current) => current.filter((notice) => notice.orderId !== orderId)),
      [],
    ),
    /** Called before this board cancels an order, so its own cancellation raises no notice. */
    cancellingHere: useCallback((orderId: string) => cancelledHere.current.add(orderId), []),
  };
}
