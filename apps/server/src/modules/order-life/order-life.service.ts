import type { MerchantOrderStateDto } from '@nearbite/contract/merchant';
import type { CancellationReason } from '@nearbite/contract/order-status';
import { canCancel, orderDisplayState } from '@nearbite/domain/order-display';
import type { OrderEvent, OrderLifeState } from '@nearbite/domain/order-life';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { autoAcceptLocked } from './order-accept.js';
import type { DeliveryRoute, OrderLifeRepository } from './order-life.repository.js';
import {
  applyLocked,
  type ChangeHook,
  type EventInput,
  lifeStateOf,
  lockOrFail,
  type RiderInput,
  stateDto,
} from './order-transition.js';

/** Why the deadline sweeper cancelled an order (stored as its cancellation reason). */
export const PAYMENT_TIMEOUT_REASON = 'paymentTimeout';

/** What the demo simulator does to one order it claimed. */
export type SimulatedAction =
  | {
      kind: 'event';
      event: OrderEvent;
      rider?: RiderInput;
      riderAt?: { latitude: number; longitude: number };
    }
  | { kind: 'moveRider'; latitude: number; longitude: number }
  | { kind: 'wait' };

/** What the simulator's planner is told about an order it claimed. */
export interface SimulatedOrder {
  state: OrderLifeState;
  /** When the order last changed (its last step), epoch ms. */
  lastStepAt: number;
  /** The delivery or pickup time the diner chose, epoch ms; null for as soon as possible. */
  scheduledAt: number | null;
  route: DeliveryRoute | null;
}

/**
 * The order's life after submission: merchant events, the diner's cancellation, the rider's location,
 * the payment deadline and the demo simulator (refunds: order-refunds.service.ts). Every change is one
 * transaction that locks the order row first and applies the event through the domain table
 * (order-transition.ts).
 */
export function createOrderLifeService(deps: { repository: OrderLifeRepository; clock: Clock }) {
  const { repository, clock } = deps;
  const now = () => new Date(clock());

  return {
    /**
     * A merchant event (confirm, ready, assignRider, …, cancel) on an order; `within` writes what goes
     * with the change (its audit entry) in the same transaction.
     */
    async applyEvent(
      orderId: string,
      event: OrderEvent,
      input: EventInput,
      within?: ChangeHook,
    ): Promise<MerchantOrderStateDto> {
      const at = now();
      return repository.transaction(async (repo, tx) => {
        const order = await lockOrFail(repo, orderId);
        const state = stateDto((await applyLocked(repo, order, event, input, at)).order);
        await within?.(tx, state);
        return state;
      });
    },

    /**
     * The diner cancels their own order while it is unpaid or paid but not yet confirmed (display
     * states 0 and 1); a paid one is refunded in full.
     */
    async cancelByDiner(userId: string, orderId: string, reason: CancellationReason): Promise<void> {
      const at = now();
      await repository.transaction(async (repo) => {
        const order = await lockOrFail(repo, orderId);
        if (order.userId !== userId) throw new AppError('ORDER_FORBIDDEN');
        if (order.orderStatus === 'cancelled') throw new AppError('ORDER_ALREADY_CANCELLED');
        const display = orderDisplayState(lifeStateOf(order));
        if (!canCancel(display, 'detail')) throw new AppError('ORDER_CANNOT_CANCEL');
        await applyLocked(repo, order, 'cancel', { reason }, at);
      });
    },

    /**
     * A payment just paid the order in full, in the payment's transaction (which holds the order's row):
     * a store that accepts automatically accepts it at once, with its auto-accept minutes.
     */
    async autoAcceptPaid(tx: Db, orderId: string): Promise<boolean> {
      const repo = repository.joining(tx);
      return autoAcceptLocked(repo, await lockOrFail(repo, orderId), now());
    },

    /** Where the rider is now; only while the order is on its way and has a rider. */
    async moveRider(orderId: string, latitude: number, longitude: number): Promise<MerchantOrderStateDto> {
      const at = now();
      return repository.transaction(async (repo) => {
        const order = await lockOrFail(repo, orderId);
        if (order.orderType !== 'delivery' || order.orderStatus !== 'confirmed') {
          throw new AppError('ORDER_STATUS_INVALID');
        }
        if (!order.hasRider) throw new AppError('ORDER_DRIVER_NOT_ASSIGNED');
        await repo.moveRider(order.id, latitude, longitude, at);
        return stateDto(order);
      });
    },

    /**
     * Cancels up to `limit` unpaid orders past their payment deadline and gives back what they reserved;
     * answers how many. One transaction per order: it takes the order's stock rows in their id order, as
     * submission does, which a transaction spanning several orders could not, so the two never deadlock.
     * Rows another server copy holds are skipped, and so are orders with a payment in flight: nothing is
     * cancelled while its charge is unknown.
     */
    async expireOverdue(limit: number): Promise<number> {
      const at = now();
      let expired = 0;
      while (expired < limit) {
        const found = await repository.transaction(async (repo) => {
          const [id] = await repo.claimExpiredUnpaid(at, 1);
          if (!id) return false;
          const order = await lockOrFail(repo, id);
          // A pay that started after the claim's snapshot; the next claim no longer finds the order.
          if (await repo.hasPaymentInFlight(id)) return true;
          await applyLocked(repo, order, 'expire', { reason: PAYMENT_TIMEOUT_REASON }, at);
          return true;
        });
        if (!found) break;
        expired += 1;
      }
      return expired;
    },

    /**
     * One tick of the demo simulator: claims up to `limit` paid, unfinished orders due a step (rows
     * another copy holds are skipped) and does what `plan` says for each. Answers how many it changed.
     * A confirmed order scheduled more than `lookAheadMs` ahead is not claimed, so orders waiting for their
     * time never fill the batch and hold back the others.
     */
    async simulate(
      options: { stepMs: number; limit: number; lookAheadMs: number },
      plan: (order: SimulatedOrder, now: number) => SimulatedAction,
    ): Promise<number> {
      const at = now();
      return repository.transaction(async (repo) => {
        const ids = await repo.claimSimulated(
          new Date(at.getTime() - options.stepMs),
          new Date(at.getTime() + options.lookAheadMs),
          options.limit,
        );
        let changed = 0;
        for (const id of ids) {
          const order = await lockOrFail(repo, id);
          const route = order.orderType === 'delivery' ? await repo.deliveryRoute(order.id) : null;
          const action = plan(
            {
              state: lifeStateOf(order),
              lastStepAt: order.updatedAt.getTime(),
              scheduledAt: order.scheduledTime?.getTime() ?? null,
              route,
            },
            at.getTime(),
          );
          if (action.kind === 'wait') continue;
          changed += 1;
          if (action.kind === 'moveRider') {
            await repo.moveRider(order.id, action.latitude, action.longitude, at);
            continue;
          }
          await applyLocked(repo, order, action.event, { rider: action.rider }, at);
          if (action.riderAt) {
            await repo.moveRider(order.id, action.riderAt.latitude, action.riderAt.longitude, at);
          }
        }
        return changed;
      });
    },
  };
}

export type OrderLifeService = ReturnType<typeof createOrderLifeService>;
