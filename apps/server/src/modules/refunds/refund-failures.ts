import type { Db } from '../../db/client.js';

/** Takes a failed refund out of its order's figures inside `tx`; answers whether anything changed. */
export type RefundFailureHandler = (tx: Db, refundId: string) => Promise<boolean>;

/**
 * The one way a refund failure travels: the payments module learns from the processor's webhook that a
 * refund it had taken failed, and the order's life takes it out of the order's figures. Payments reports,
 * the order's life handles, so payments never calls the order's life (which calls payments to refund).
 */
export function createRefundFailures() {
  let handler: RefundFailureHandler | null = null;
  return {
    /** Registers the order's life as the handler; there is exactly one. */
    handle(next: RefundFailureHandler): void {
      if (handler) throw new Error('refund failures already have a handler');
      handler = next;
    },
    /** Reports a failed refund inside the webhook's transaction. */
    report(tx: Db, refundId: string): Promise<boolean> {
      if (!handler) throw new Error('refund failures have no handler');
      return handler(tx, refundId);
    },
  };
}

export type RefundFailures = ReturnType<typeof createRefundFailures>;
