import type { Db } from '../../db/client.js';

/** Acts on an order a payment just paid in full, inside the payment's transaction (which holds the order). */
export type PaidOrderHandler = (tx: Db, orderId: string) => Promise<unknown>;

/**
 * The one way "this order is now paid" travels: the payments module applies the `pay` step itself
 * (markSucceeded) and reports it here, and the order's life acts on it (a store that accepts automatically
 * accepts the order) in the same transaction. Payments reports, the order's life handles, so payments never
 * calls the order's life (which calls payments to refund).
 */
export function createPaidOrders() {
  let handler: PaidOrderHandler | null = null;
  return {
    /** Registers the order's life as the handler; there is at most one. */
    handle(next: PaidOrderHandler): void {
      if (handler) throw new Error('paid orders already have a handler');
      handler = next;
    },
    /** Reports an order paid in full inside the payment's transaction; nothing happens without a handler. */
    async report(tx: Db, orderId: string): Promise<void> {
      await handler?.(tx, orderId);
    },
  };
}

export type PaidOrders = ReturnType<typeof createPaidOrders>;
