import type { SubmittedOrderDto, submitOrdersBodySchema } from '@nearbite/contract/orders';
import type { SelfPickupPointConfigDto } from '@nearbite/contract/pickup-points';
import type { OrderPayload } from '@nearbite/domain/order-payload';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type OrderReads, planOrder } from './order-plan.js';
import type { OrderWrite, SubmittedOrderRow } from './order-rows.js';
import type { OrdersRepository } from './orders.repository.js';

export type SubmitOrdersBody = z.output<typeof submitOrdersBodySchema>;

/** The error of each reservation that can fall short at write time. */
const shortfallKeys = {
  stock: 'COMMODITY_SOLD_OUT_DURING_SUBMISSION',
  attributeStock: 'ATTRIBUTE_OUT_OF_STOCK',
  coupon: 'COUPON_ALREADY_USED',
  points: 'POINTS_NOT_ENOUGH',
} as const;

/** Order submission. */
export function createOrdersService(deps: {
  repository: OrdersRepository;
  clock: Clock;
  /** The platform's self-pickup settings (pickup-points service), read for orders to a host. */
  selfPickupPointConfig: () => Promise<SelfPickupPointConfigDto>;
  /** How long a submitted order waits for payment; PAYMENT_WINDOW_MS unless configured. */
  paymentWindowMs?: number;
}) {
  const { repository, clock } = deps;

  /**
   * One statement reads the store and everything the order names; the platform's self-pickup settings
   * come alongside for an order to a host. Null when the store does not exist.
   */
  async function read(
    userId: string,
    businessId: string,
    payload: OrderPayload,
    now: number,
  ): Promise<OrderReads | null> {
    const hostId = payload.type === 'delivery' ? (payload.deliveryInfo?.selfPickupPointId ?? null) : null;
    const [context, hostSettings] = await Promise.all([
      repository.orderingContext({
        userId,
        businessId,
        frontendIdentifier: payload.frontendIdentifier,
        now: new Date(now),
        commodityIds: [...new Set(payload.commodities.map((line) => line.id))],
        attributes: payload.commodities.some((line) => line.attributes.length > 0),
        deliveryConfigs: payload.type === 'delivery',
        pickupAddressId: payload.type === 'pickup' ? (payload.pickUpInfo?.addressName ?? null) : null,
        hostId,
        tableName: payload.type === 'dineIn' ? (payload.dineinInfo?.tableName ?? null) : null,
        requiredCategory: payload.type === 'dineIn',
        userCouponId: payload.coupons[0]?.userCouponId ?? null,
        pointsCard: payload.commodities.some((line) => line.exchangeInfo !== undefined),
      }),
      hostId === null ? null : deps.selfPickupPointConfig(),
    ]);
    return context && { ...context, hostSettings };
  }

  /**
   * Writes the order with its details and reservations in one statement. A resubmission, also a
   * concurrent one, gets the first order; a reservation that falls short (stock sold meanwhile, the coupon
   * used, the points spent by another order) writes nothing and answers its coded error — unless what took
   * it was this very order's first submission.
   */
  async function write(userId: string, order: OrderWrite, now: number): Promise<SubmittedOrderRow> {
    const placed = await repository.placeOrder(order, new Date(now));
    if (placed.kind === 'placed') return placed.order;
    const existing = await repository.orderByIdentifier(userId, order.order.frontendIdentifier);
    if (existing) return existing;
    if (placed.kind === 'duplicate') throw new AppError('REQUEST_IN_PROGRESS');
    throw new AppError(shortfallKeys[placed.shortOf]);
  }

  /** A resubmission answers the first order; the same identifier for another store is a conflict. */
  function answer(order: SubmittedOrderRow, businessId: string): { orders: SubmittedOrderDto[] } {
    if (order.businessId !== businessId) throw new AppError('IDEMPOTENCY_CONFLICT');
    return {
      orders: [
        {
          id: order.id,
          orderCode: order.orderCode,
          totalPrice: order.totalPrice,
          paymentDeadline: order.paymentDeadline,
        },
      ],
    };
  }

  return {
    /**
     * Submits an order: checks it against the store, its menu and the diner's coupon and points as they
     * are now, reprices it with the shared engine, refuses any difference with the figure's coded error,
     * and writes it with its stock, coupon and points reservations. Idempotent on (user,
     * frontendIdentifier): a resubmission, also a concurrent one, answers the first order.
     */
    async submit(
      userId: string,
      businessId: string,
      body: SubmitOrdersBody,
    ): Promise<{ orders: SubmittedOrderDto[] }> {
      const [payload] = body.orders;
      if (!payload) throw new AppError('REQUEST_INVALID');
      if (payload.businessId !== businessId) {
        throw new AppError('REQUEST_INVALID', 'The order is for another store than the path names.');
      }
      const now = clock();
      const reads = await read(userId, businessId, payload, now);
      if (!reads) throw new AppError('STORE_NOT_FOUND');
      if (reads.existing) return answer(reads.existing, businessId);
      let checked: OrderWrite;
      try {
        checked = planOrder(userId, payload, reads, now, deps.paymentWindowMs);
      } catch (error) {
        // A resubmission racing the first submission may read the stock, coupon or points after the first
        // one took them; it still answers the first order.
        const existing = await repository.orderByIdentifier(userId, payload.frontendIdentifier);
        if (existing) return answer(existing, businessId);
        throw error;
      }
      return answer(await write(userId, checked, now), businessId);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
