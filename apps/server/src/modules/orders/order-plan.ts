import type { SelfPickupPointConfigDto } from '@nearbite/contract/pickup-points';
import type { OrderPayload } from '@nearbite/domain/order-payload';
import { type OrderPlan, planOrder as planFromReads } from '@nearbite/domain/order-plan';
import { preparationSeconds } from '@nearbite/domain/store-operations';
import { toDeliveryConfig, toDoordashConfig } from '../store/store.mapper.js';
import type { OrderingContext, OrderWrite } from './order-rows.js';

/**
 * The glue between what orders.repository reads and the domain's order planning
 * (packages/domain/src/order-plan.ts): the delivery configs become the rules the store page shows, the
 * dates epoch ms, and the domain's plan is the write the repository takes.
 */

/** What an order is checked against: the store's context and, for an order to a host, the platform's settings. */
export interface OrderReads extends OrderingContext {
  hostSettings: SelfPickupPointConfigDto | null;
}

/** The rows to write for an order, or the coded error of the first check it fails. */
export function planOrder(
  userId: string,
  payload: OrderPayload,
  reads: OrderReads,
  now: number,
  paymentWindowMs?: number,
): OrderWrite {
  const { business, board } = reads.store;
  const standard = reads.deliveryConfigs.find((row) => row.kind === 'standard') ?? null;
  const doordash = reads.deliveryConfigs.find((row) => row.kind === 'doordash') ?? null;
  const plan: OrderPlan = planFromReads(
    userId,
    payload,
    {
      ...reads,
      store: {
        ...reads.store,
        // Busy mode lengthens the preparation new orders are planned with (the earliest time, the ready
        // time); a pause closes the store to new orders.
        business: {
          ...business,
          expectedOpeningTime: business.expectedOpeningTime?.getTime() ?? null,
          prepareFoodTimeSeconds: preparationSeconds(business.prepareFoodTimeSeconds, board.busyExtraMinutes),
          pausedUntil: board.pausedUntil?.getTime() ?? null,
        },
      },
      delivery: {
        deliveryConfig: standard && toDeliveryConfig(standard),
        doordashDeliveryConfig: doordash && toDoordashConfig(doordash),
        deliveryDates: standard?.deliveryDates ?? null,
      },
    },
    now,
    paymentWindowMs,
  );
  return plan;
}
