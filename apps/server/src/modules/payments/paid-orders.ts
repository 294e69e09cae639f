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
    /**
     * Reports an order paid in full inside the payment's transaction. The handler runs in a savepoint: if
     * it fails, only its own writes are undone and the payment stands (the order stays paid, for the staff
     * to accept); the error is answered for the caller to log. Nothing happens without a handler.
     */
    async report(tx: Db, orderId: string): Promise<Error | null> {
      const act = handler;
      if (!act) return null;
      try {
        await tx.transaction((savepoint) => act(savepoint, orderId));
        return null;
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    },
  };
}

export type PaidOrders = ReturnType<typeof createPaidOrders>;
