import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createOrderLifeRepository } from '../modules/order-life/order-life.repository.js';
import { createOrderLifeService } from '../modules/order-life/order-life.service.js';
import {
  createSignedInUser,
  createStoreFixture,
  STORE_LOCATION,
  type StoreFixture,
} from '../test/order-fixtures.js';
import { buildOrder, type CartSpec, NEAR_ADDRESS, noodlesLine } from '../test/order-payloads.js';
import { jsonHeaders } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import {
  along,
  createOrderSimulator,
  DEMO_RIDER,
  planSimulatedStep,
  RIDER_PATH_STEPS,
  simulatedRunMs,
} from './order-simulator.js';

const STEP_MS = 4000;
const HOUR = 3_600_000;
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const STORE = STORE_LOCATION;
const HOME = { latitude: 37.8, longitude: -122.4 };

describe('planSimulatedStep', () => {
  const paid = {
    state: {
      orderType: 'delivery' as const,
      orderStatus: 'paid' as const,
      commoditiesStatus: null,
      hasRider: false,
      toPickupPoint: false,
      fullRefunded: false,
    },
    lastStepAt: 0,
    scheduledAt: null,
    route: { store: STORE, destination: HOME, rider: null },
  };

  it('waits a whole step after the last one, then takes the next event of the route', () => {
    expect(planSimulatedStep(paid, STEP_MS - 1, STEP_MS)).toEqual({ kind: 'wait' });
    expect(planSimulatedStep(paid, STEP_MS, STEP_MS)).toEqual({ kind: 'event', event: 'confirm' });
  });

  it('assigns the demo rider near the store to a confirmed delivery order', () => {
    const confirmed = {
      ...paid,
      state: { ...paid.state, orderStatus: 'confirmed' as const, commoditiesStatus: 'preparing' as const },
    };
    const action = planSimulatedStep(confirmed, STEP_MS, STEP_MS);
    expect(action).toMatchObject({ kind: 'event', event: 'assignRider', rider: DEMO_RIDER });
    expect(DEMO_RIDER.phoneNumber).toMatch(/^\d{3}555\d{4}$/);
  });

  it('moves the rider one straight-line step per interval while delivering, then completes at the door', () => {
    const delivering = {
      ...paid,
      state: {
        ...paid.state,
        orderStatus: 'confirmed' as const,
        commoditiesStatus: 'delivering' as const,
        hasRider: true,
      },
      route: {
        store: STORE,
        destination: HOME,
        rider: { latitude: STORE.latitude, longitude: STORE.longitude },
      },
    };
    expect(planSimulatedStep(delivering, 100, STEP_MS)).toEqual({ kind: 'wait' });
    expect(planSimulatedStep(delivering, 3 * STEP_MS, STEP_MS)).toEqual({
      kind: 'moveRider',
      ...along(STORE, HOME, 3 / RIDER_PATH_STEPS),
    });
    expect(planSimulatedStep(delivering, RIDER_PATH_STEPS * STEP_MS, STEP_MS)).toEqual({
      kind: 'event',
      event: 'complete',
      riderAt: HOME,
    });
  });

  it('walks pickup and dine-in orders without a rider', () => {
    const pickup = {
      ...paid,
      state: {
        ...paid.state,
        orderType: 'pickup' as const,
        orderStatus: 'confirmed' as const,
        commoditiesStatus: 'ready' as const,
      },
      route: null,
    };
    expect(planSimulatedStep(pickup, STEP_MS, STEP_MS)).toEqual({ kind: 'event', event: 'complete' });
  });
});

describe('scheduled orders', () => {
  const scheduledAt = 10 * HOUR;
  const paid = {
    state: {
      orderType: 'delivery' as const,
      orderStatus: 'paid' as const,
      commoditiesStatus: null,
      hasRider: false,
      toPickupPoint: false,
      fullRefunded: false,
    },
    lastStepAt: 0,
    scheduledAt,
    route: { store: STORE, destination: HOME, rider: null },
  };
  const confirmed = {
    ...paid,
    state: { ...paid.state, orderStatus: 'confirmed' as const, commoditiesStatus: 'preparing' as const },
  };

  it('runs a route in one step per event, the drive taking RIDER_PATH_STEPS', () => {
    // Door: assignRider, ready, atBusiness, startDelivering, then 8 steps of driving to complete.
    expect(simulatedRunMs('platformDelivery', STEP_MS)).toBe((3 + RIDER_PATH_STEPS) * STEP_MS);
    // Host: the same, and one more step from arriving at the host to completed.
    expect(simulatedRunMs('pickupPointDelivery', STEP_MS)).toBe((4 + RIDER_PATH_STEPS) * STEP_MS);
    expect(simulatedRunMs('pickup', STEP_MS)).toBe(STEP_MS);
    expect(simulatedRunMs('dineIn', STEP_MS)).toBe(STEP_MS);
  });

  it('confirms a scheduled order at once, then waits until its run ends at the scheduled time', () => {
    expect(planSimulatedStep(paid, STEP_MS, STEP_MS)).toEqual({ kind: 'event', event: 'confirm' });
    const resumeAt = scheduledAt - simulatedRunMs('platformDelivery', STEP_MS);
    expect(planSimulatedStep(confirmed, STEP_MS, STEP_MS)).toEqual({ kind: 'wait' });
    expect(planSimulatedStep(confirmed, resumeAt - 1, STEP_MS)).toEqual({ kind: 'wait' });
    expect(planSimulatedStep(confirmed, resumeAt, STEP_MS)).toMatchObject({
      kind: 'event',
      event: 'assignRider',
    });
    const pickup = {
      ...confirmed,
      state: { ...confirmed.state, orderType: 'pickup' as const },
      route: null,
    };
    expect(planSimulatedStep(pickup, scheduledAt - STEP_MS - 1, STEP_MS)).toEqual({ kind: 'wait' });
    expect(planSimulatedStep(pickup, scheduledAt - STEP_MS, STEP_MS)).toEqual({
      kind: 'event',
      event: 'ready',
    });
  });

  it('runs an order whose time is nearer than its run without waiting', () => {
    const soon = { ...confirmed, scheduledAt: 2 * STEP_MS };
    expect(planSimulatedStep(soon, STEP_MS, STEP_MS)).toMatchObject({ kind: 'event', event: 'assignRider' });
  });
});

describe('order simulator on the database', () => {
  let database: TestDatabase;
  let app: NearbiteApp;
  let now = WED_NOON;
  let store: StoreFixture;
  let diner: { userId: string; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ORDER_SIMULATOR_STEP_MS: String(STEP_MS),
    });
    app = await buildApp({ config, database, clock: () => now });
    await app.ready();
    store = await createStoreFixture(database.db);
    diner = await createSignedInUser(database.db);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return (await database.db.execute(query)).rows as T[];
  }

  async function submit(spec: CartSpec): Promise<SubmittedOrderDto> {
    const { payload } = buildOrder(spec);
    const response = await app.inject({
      method: 'POST',
      url: `/apis/v1/businesses/${store.businessId}/orders`,
      headers: { ...jsonHeaders, cookie: diner.cookie },
      payload: { orders: [payload] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
    if (!order) throw new Error('no order');
    return order;
  }

  it('walks a paid delivery order to completed, the rider moving from the store to the door', async () => {
    const order = await submit({ store, now, type: 'delivery', lines: [noodlesLine(store, 2)] });
    const unpaid = await submit({ store, now, type: 'delivery', lines: [noodlesLine(store, 2)] });
    await database.db.execute(sql`update orders set order_status = 'paid', paid_price = total_price,
      updated_at = ${new Date(now)} where id = ${order.id}`);

    const positions: Array<{ latitude: number; longitude: number }> = [];
    let status = 'paid';
    for (let tick = 0; tick < 40 && status !== 'completed'; tick += 1) {
      now += STEP_MS;
      await app.orderSimulator.runOnce();
      const [row] = await rows<{ order_status: string; lat: number | null; lng: number | null }>(
        sql`select o.order_status, d.rider_latitude as lat, d.rider_longitude as lng
          from orders o left join deliveries d on d.order_id = o.id where o.id = ${order.id}`,
      );
      status = row?.order_status ?? '';
      if (row?.lat != null && row.lng != null) positions.push({ latitude: row.lat, longitude: row.lng });
    }
    expect(status).toBe('completed');

    const keys = await rows<{ key: string }>(
      sql`select key from order_handle_times where order_id = ${order.id} order by happened_at, id`,
    );
    expect(keys.map((row) => row.key)).toEqual([
      'initialization',
      'confirmed',
      'setRider',
      'foodReady',
      'atBusiness',
      'delivering',
      'completed',
    ]);
    const [delivery] = await rows<Record<string, unknown>>(
      sql`select status, rider_name, rider_phone_number from deliveries where order_id = ${order.id}`,
    );
    expect(delivery).toEqual({
      status: 'delivered',
      rider_name: DEMO_RIDER.userName,
      rider_phone_number: DEMO_RIDER.phoneNumber,
    });

    // From the store, step by step, ever closer to the diner, ending at the door.
    const distance = (p: { latitude: number; longitude: number }) =>
      Math.hypot(p.latitude - NEAR_ADDRESS.latitude, p.longitude - NEAR_ADDRESS.longitude);
    const fromStore = positions.findIndex(
      (p) => p.latitude === STORE.latitude && p.longitude === STORE.longitude,
    );
    expect(fromStore).toBeGreaterThanOrEqual(0);
    const onTheRoad = positions.slice(fromStore);
    const distinct = onTheRoad.filter(
      (p, index) => index === 0 || distance(p) !== distance(onTheRoad[index - 1] ?? p),
    );
    expect(distinct.length).toBe(RIDER_PATH_STEPS + 1);
    for (let index = 1; index < distinct.length; index += 1) {
      expect(distance(distinct[index] ?? STORE)).toBeLessThan(distance(distinct[index - 1] ?? STORE));
    }
    expect(distinct.at(-1)).toEqual(NEAR_ADDRESS);

    // Unpaid orders are not the simulator's.
    const [left] = await rows<{ order_status: string }>(
      sql`select order_status from orders where id = ${unpaid.id}`,
    );
    expect(left?.order_status).toBe('received');
  });

  async function handleKeys(orderId: string): Promise<string[]> {
    const keys = await rows<{ key: string }>(
      sql`select key from order_handle_times where order_id = ${orderId} order by happened_at, id`,
    );
    return keys.map((row) => row.key);
  }

  /** What the payments module does on a successful payment, with the time the diner chose if any. */
  async function markPaid(orderId: string, scheduledAt: number | null = null) {
    await database.db.execute(sql`update orders set order_status = 'paid', paid_price = total_price,
      scheduled_time = ${scheduledAt === null ? null : new Date(scheduledAt)}, updated_at = ${new Date(now)}
      where id = ${orderId}`);
  }

  it('leaves a confirmed pre-order unclaimed until its time nears, so it never holds back orders due a step', async () => {
    const waiting = await submit({ store, now, type: 'pickup', lines: [noodlesLine(store, 1)] });
    await markPaid(waiting.id, now + 5 * HOUR);
    now += STEP_MS;
    await app.orderSimulator.runOnce();
    expect(await handleKeys(waiting.id)).toEqual(['initialization', 'confirmed']);

    // A copy that takes one order per tick: the waiting order is the oldest, yet the due one is stepped.
    const due = await submit({ store, now, type: 'pickup', lines: [noodlesLine(store, 1)] });
    await markPaid(due.id);
    now += STEP_MS;
    const oneAtATime = createOrderSimulator({
      orderLife: createOrderLifeService({
        repository: createOrderLifeRepository(database.db),
        clock: () => now,
      }),
      log: app.log,
      stepMs: STEP_MS,
      batchSize: 1,
    });
    expect(await oneAtATime.runOnce()).toBe(1);
    expect(await handleKeys(due.id)).toEqual(['initialization', 'confirmed']);
    expect(await handleKeys(waiting.id)).toEqual(['initialization', 'confirmed']);
    for (let tick = 0; tick < 3; tick += 1) {
      now += STEP_MS;
      await app.orderSimulator.runOnce();
    }
    expect(await handleKeys(due.id)).toEqual(['initialization', 'confirmed', 'foodReady', 'completed']);
    expect(await handleKeys(waiting.id)).toEqual(['initialization', 'confirmed']);
  });

  it('confirms a scheduled delivery at once, then runs it so it arrives at the time the diner chose', async () => {
    const order = await submit({ store, now, type: 'delivery', lines: [noodlesLine(store, 2)] });
    const scheduledAt = now + 2 * HOUR;
    await markPaid(order.id, scheduledAt);
    now += STEP_MS;
    await app.orderSimulator.runOnce();
    expect(await handleKeys(order.id)).toEqual(['initialization', 'confirmed']);

    // Minutes and hours go by: the order stays confirmed, with no rider yet.
    const resumeAt = scheduledAt - simulatedRunMs('platformDelivery', STEP_MS);
    for (const at of [now + STEP_MS, now + 60_000, now + HOUR, resumeAt - 1]) {
      now = at;
      await app.orderSimulator.runOnce();
    }
    expect(await handleKeys(order.id)).toEqual(['initialization', 'confirmed']);
    const [waiting] = await rows<{ order_status: string; riders: number }>(
      sql`select o.order_status, (select count(*)::int from deliveries d where d.order_id = o.id) as riders
        from orders o where o.id = ${order.id}`,
    );
    expect(waiting).toEqual({ order_status: 'confirmed', riders: 0 });

    now = resumeAt;
    for (let tick = 0; tick < 40; tick += 1) {
      await app.orderSimulator.runOnce();
      if ((await handleKeys(order.id)).includes('completed')) break;
      now += STEP_MS;
    }
    const steps = await rows<{ key: string; happened_at: Date | string }>(
      sql`select key, happened_at from order_handle_times where order_id = ${order.id} order by happened_at, id`,
    );
    expect(steps.map((step) => step.key)).toEqual([
      'initialization',
      'confirmed',
      'setRider',
      'foodReady',
      'atBusiness',
      'delivering',
      'completed',
    ]);
    expect(new Date(steps[2]?.happened_at ?? 0).getTime()).toBe(resumeAt);
    expect(new Date(steps.at(-1)?.happened_at ?? 0).getTime()).toBe(scheduledAt);
  });

  it('steps an order once per interval when two copies tick at the same moment', async () => {
    const order = await submit({ store, now, type: 'pickup', lines: [noodlesLine(store, 1)] });
    await database.db.execute(sql`update orders set order_status = 'paid', paid_price = total_price,
      updated_at = ${new Date(now)} where id = ${order.id}`);
    now += STEP_MS;
    await Promise.all([app.orderSimulator.runOnce(), app.orderSimulator.runOnce()]);
    const keys = await rows<{ key: string }>(
      sql`select key from order_handle_times where order_id = ${order.id} order by happened_at, id`,
    );
    expect(keys.map((row) => row.key)).toEqual(['initialization', 'confirmed']);
  });
});
