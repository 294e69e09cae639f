import type { SubmittedOrderDto, submitOrdersBodySchema } from '@nearbite/contract/orders';
import type { SelfPickupPointConfigDto } from '@nearbite/contract/pickup-points';
import type { OrderPayload } from '@nearbite/domain/order-payload';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { createKeyedLanes } from '../../lib/keyed-lanes.js';
import { type OrderReads, planOrder } from './order-plan.js';
import type { OrderingDiner, OrderWrite, SubmittedOrderRow } from './order-rows.js';
import type { OrdersRepository } from './orders.repository.js';

export type SubmitOrdersBody = z.output<typeof submitOrdersBodySchema>;

/**
 * Who submits: a user already known, or the request's session token, which the order's one read resolves
 * with the store and menu (a round trip fewer than looking the session up first).
 */
export type Submitter = { userId: string } | { sessionToken: string };

/** Order writes of one store this copy sends to PostgreSQL at once (see createOrdersService). */
const ORDER_WRITES_PER_STORE = 2;

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
  /** The auth service's session rules: a token's stored hash, and its user (for requests refused early). */
  sessions: {
    sessionTokenHash(token: string): string;
    userForToken(token: string): Promise<{ id: string } | null>;
  };
}) {
  const { repository, clock } = deps;
  // Orders of one store contend for the same rows (its stocked items), which PostgreSQL locks until commit.
  // Sixteen submissions at once queued there behind one another, and each commit woke every waiter to retry
  // (a lock convoy: 233 orders/s at 16 clients against 319 at 4). Two per store at a time from this copy
  // keep PostgreSQL busy without the convoy; other stores' orders do not wait.
  const storeWrites = createKeyedLanes(ORDER_WRITES_PER_STORE);

  /**
   * One statement reads the store, everything the order names and, for a session token, the diner; the
   * platform's self-pickup settings come alongside for an order to a host. Null when the store does not exist.
   */
  async function read(
    diner: OrderingDiner,
    businessId: string,
    payload: OrderPayload,
    now: number,
  ): Promise<OrderReads | null> {
    const hostId = payload.type === 'delivery' ? (payload.deliveryInfo?.selfPickupPointId ?? null) : null;
    const [context, hostSettings] = await Promise.all([
      repository.orderingContext({
        diner,
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
    const placed = await storeWrites.run(order.order.businessId, () =>
      repository.placeOrder(order, new Date(now)),
    );
    if (placed.kind === 'placed') return placed.order;
    const existing = await repository.orderByIdentifier(userId, order.order.frontendIdentifier);
    if (existing) return existing;
    if (placed.kind === 'duplicate') throw new AppError('REQUEST_IN_PROGRESS');
    throw new AppError(shortfallKeys[placed.shortOf]);
  }

  /** The signed-in user's id, or a 401 coded error; a session is looked up on its own here. */
  async function userIdOf(submitter: Submitter): Promise<string> {
    if ('userId' in submitter) return submitter.userId;
    const user = await deps.sessions.userForToken(submitter.sessionToken);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user.id;
  }

  /** Who the read is for: the user, or the session token's hash so the read finds the user itself. */
  const dinerOf = (submitter: Submitter): OrderingDiner =>
    'userId' in submitter
      ? { userId: submitter.userId }
      : { sessionTokenHash: deps.sessions.sessionTokenHash(submitter.sessionToken) };

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
      submitter: Submitter,
      businessId: string,
      body: SubmitOrdersBody,
    ): Promise<{ orders: SubmittedOrderDto[] }> {
      const [payload] = body.orders;
      if (!payload || payload.businessId !== businessId) {
        // Signed out answers 401 before anything about the body, as for every signed-in route.
        await userIdOf(submitter);
        if (!payload) throw new AppError('REQUEST_INVALID');
        throw new AppError('REQUEST_INVALID', 'The order is for another store than the path names.');
      }
      const now = clock();
      const reads = await read(dinerOf(submitter), businessId, payload, now);
      if (!reads) {
        await userIdOf(submitter);
        throw new AppError('STORE_NOT_FOUND');
      }
      const { userId } = reads;
      if (userId === null) throw new AppError('UNAUTHENTICATED');
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
