import type { boardActionBodySchema } from '@nearbite/contract/console-board';
import type { z } from 'zod';
import { acceptLocked, delayLocked } from '../order-life/order-accept.js';
import type { LockedOrder, OrderLifeQueries } from '../order-life/order-life.repository.js';
import { applyLocked } from '../order-life/order-transition.js';

export type BoardActionBody = z.output<typeof boardActionBodySchema>;

/** What an action did, for its audit entry, and the refund a cancellation wrote (null for none). */
export interface BoardActionDone {
  details: Record<string, unknown>;
  refundId: string | null;
}

/**
 * One board action on an order the caller has locked, through the order's life: accept (`confirm` with the
 * ready time), delay, ready, complete, or cancel (a paid order is refunded in full, as every cancellation
 * is). What the transition table refuses is refused with its code.
 */
export async function boardActionLocked(
  repo: OrderLifeQueries,
  order: LockedOrder,
  body: BoardActionBody,
  at: Date,
): Promise<BoardActionDone> {
  switch (body.action) {
    case 'accept': {
      const { readyAt } = await acceptLocked(repo, order, body.prepMinutes, at);
      return {
        details: { prepMinutes: body.prepMinutes, expectedFoodReadyTime: readyAt.getTime() },
        refundId: null,
      };
    }
    case 'delay': {
      const readyAt = await delayLocked(repo, order, body.minutes, at);
      return { details: { minutes: body.minutes, expectedFoodReadyTime: readyAt.getTime() }, refundId: null };
    }
    case 'ready':
    case 'complete':
      await applyLocked(repo, order, body.action, {}, at);
      return { details: {}, refundId: null };
    case 'cancel': {
      const after = await applyLocked(repo, order, 'cancel', { reason: body.reason }, at);
      const details = {
        reason: body.reason,
        ...(body.note === undefined ? {} : { note: body.note }),
        refundId: after.refundId,
        refundedPrice: after.order.refundedPrice,
      };
      return { details, refundId: after.refundId };
    }
  }
}
