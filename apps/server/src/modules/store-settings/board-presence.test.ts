import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { BOARD_PRESENCE_WINDOW_MS } from '@nearbite/domain/store-operations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, plainLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The demo simulator's hand-off over real HTTP: a store whose board stream is open is noted as seen, and
 * the simulator leaves its paid orders to its staff while it moves other stores' orders; once the board has
 * been gone longer than BOARD_PRESENCE_WINDOW_MS the simulator takes the store's orders again.
 */

const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const STEP_MS = 4000;
const OWNER = '4155550401';

let database: TestDatabase;
let app: NearbiteApp;
let baseUrl: string;
let now = WED_NOON;
let boardStore: StoreFixture;
let plainStore: StoreFixture;
let owner: { cookie: string };
let diner: { cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    ORDER_SIMULATOR_STEP_MS: String(STEP_MS),
  });
  app = await buildApp({ config, database, clock: () => now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  boardStore = await createStoreFixture(database.db);
  plainStore = await createStoreFixture(database.db);
  await addStaff(database.db, boardStore.businessId, OWNER, 'owner');
  owner = await signedIn(database.db, OWNER);
  diner = await createSignedInUser(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A paid pickup order of the store, as the payments module leaves it. */
async function paidOrder(store: StoreFixture): Promise<string> {
  const { payload } = buildOrder({ store, now, type: 'pickup', lines: [plainLine(store.items.tea, 1)] });
  const response = await app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${store.businessId}/orders`,
    headers: { ...jsonHeaders, cookie: diner.cookie },
    payload: { orders: [payload] },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
  if (!order) throw new Error('no order');
  await database.db.execute(sql`update orders set order_status = 'paid', paid_price = total_price,
    updated_at = ${new Date(now)} where id = ${order.id}`);
  return order.id;
}

async function statusOf(orderId: string): Promise<string> {
  const found = await database.db.execute<{ order_status: string }>(
    sql`select order_status from orders where id = ${orderId}`,
  );
  return found.rows[0]?.order_status ?? '';
}

async function boardSeenAt(businessId: string): Promise<number | null> {
  const found = await database.db.execute<{ seen: Date | string | null }>(
    sql`select board_seen_at as seen from store_order_settings where business_id = ${businessId}`,
  );
  const seen = found.rows[0]?.seen;
  return seen ? new Date(seen).getTime() : null;
}

/** Opens the store's board stream as its owner; resolves once the server answered with the stream. */
async function openBoard(businessId: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/apis/v1/console/stores/${businessId}/orders/events`, {
    headers: { cookie: owner.cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  return { close: () => controller.abort() };
}

describe('the demo simulator and open boards', () => {
  it("notes an open board, leaves its store's orders to the staff and moves other stores' orders", async () => {
    expect(await boardSeenAt(boardStore.businessId)).toBeNull();
    const board = await openBoard(boardStore.businessId);
    try {
      await expect.poll(() => boardSeenAt(boardStore.businessId)).toBe(WED_NOON);
      const onBoard = await paidOrder(boardStore);
      const elsewhere = await paidOrder(plainStore);
      now += STEP_MS;
      await app.orderSimulator.runOnce();
      expect(await statusOf(onBoard)).toBe('paid');
      expect(await statusOf(elsewhere)).toBe('confirmed');

      // Still inside the window after the board was last seen: still the staff's.
      now = WED_NOON + BOARD_PRESENCE_WINDOW_MS;
      await app.orderSimulator.runOnce();
      expect(await statusOf(onBoard)).toBe('paid');

      // The board went quiet for longer than the window (no heartbeat noted it): the simulator takes over.
      now = WED_NOON + BOARD_PRESENCE_WINDOW_MS + 1;
      await app.orderSimulator.runOnce();
      expect(await statusOf(onBoard)).toBe('confirmed');
    } finally {
      board.close();
    }
  });

  it('does not note a board for a caller the stream refuses', async () => {
    const response = await fetch(`${baseUrl}/apis/v1/console/stores/${plainStore.businessId}/orders/events`, {
      headers: { cookie: owner.cookie, accept: 'text/event-stream' },
    });
    expect(response.status).toBe(403);
    expect(await boardSeenAt(plainStore.businessId)).toBeNull();
  });
});
