import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { addStaff, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, plainLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, onEmbeddedEngine, type TestDatabase } from '../../test/test-database.js';

/**
 * The diner's order stream over real HTTP: events of the diner's own orders arrive as they commit, on this
 * copy and on another copy of the server sharing the database; a reconnect with Last-Event-ID gets what it
 * missed; a signed-out caller is refused.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');

let database: TestDatabase;
let secondDatabase: Database;
let appA: NearbiteApp;
let appB: NearbiteApp;
let urlA: string;
let urlB: string;
let store: StoreFixture;
let diner: { userId: string; cookie: string };
let otherDiner: { userId: string; cookie: string };

const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });

async function listen(app: NearbiteApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // The second copy: its own pool and listening connection on a server; the same engine on PGlite.
  secondDatabase = database.url ? await openDatabase({ databaseUrl: database.url, dataDir: '' }) : database;
  appA = await buildApp({ config: config(), database, clock: () => WED_NOON });
  appB = await buildApp({ config: config(), database: secondDatabase, clock: () => WED_NOON });
  urlA = await listen(appA);
  urlB = await listen(appB);
  store = await createStoreFixture(database.db, { dumplingsStock: 1000 });
  diner = await createSignedInUser(database.db);
  otherDiner = await createSignedInUser(database.db);
});

afterAll(async () => {
  await appA?.close();
  await appB?.close();
  if (secondDatabase !== database) await secondDatabase?.close();
  await database?.close();
});

interface StreamEvent {
  id: string;
  event: string;
  data: { orderId: string | null; source: string };
}

/** An open event stream read as a browser's EventSource would. */
async function openStream(baseUrl: string, cookie: string, lastEventId?: string, url?: string) {
  const controller = new AbortController();
  const response = await fetch(url ?? `${baseUrl}/apis/v1/user/orders/events`, {
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = async () => {
    while (reader) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        if (fields.data) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
        for (const wake of waiters.splice(0)) wake();
        end = buffer.indexOf('\n\n');
      }
    }
  };
  void pump();
  return {
    response,
    events,
    /** Waits until an event matches, or fails after `ms`. */
    async next(match: (event: StreamEvent) => boolean, ms = 5_000): Promise<StreamEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => controller.abort(),
  };
}

async function submitOrder(cookie: string): Promise<SubmittedOrderDto> {
  const { payload } = buildOrder({
    store,
    now: WED_NOON,
    type: 'pickup',
    lines: [plainLine(store.items.tea, 1)],
  });
  const response = await appA.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${payload.businessId}/orders`,
    headers: { ...jsonHeaders, cookie },
    payload: { orders: [payload] },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
  if (!order) throw new Error('no order');
  return order;
}

const markPaid = (orderId: string) =>
  database.db.execute(
    sql`update orders set order_status = 'paid', paid_price = total_price where id = ${orderId}`,
  );

describe('GET /user/orders/events', () => {
  it('refuses a signed-out caller with 401', async () => {
    const response = await fetch(`${urlA}/apis/v1/user/orders/events`);
    expect(response.status).toBe(401);
  });

  it("streams the diner's own order changes as they commit, and not another diner's", async () => {
    const stream = await openStream(urlA, diner.cookie);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const other = await submitOrder(otherDiner.cookie);
    const order = await submitOrder(diner.cookie);
    const placed = await stream.next((event) => event.data.orderId === order.id);
    expect(placed).toMatchObject({ event: 'order', data: { orderId: order.id, source: 'orders' } });
    await markPaid(order.id);
    const paid = await stream.next((event) => event.data.orderId === order.id && event.id !== placed.id);
    expect(Number(paid.id)).toBeGreaterThan(Number(placed.id));
    expect(stream.events.some((event) => event.data.orderId === other.id)).toBe(false);
    stream.close();
  });

  it(
    onEmbeddedEngine
      ? 'reaches a stream on another app sharing the database [PGlite: one engine, same process]'
      : 'reaches a stream on another server copy through PostgreSQL notifications',
    async () => {
      const stream = await openStream(urlB, diner.cookie);
      const order = await submitOrder(diner.cookie);
      await stream.next((event) => event.data.orderId === order.id);
      stream.close();
    },
  );

  it('replays what a reconnecting stream missed after its Last-Event-ID', async () => {
    const first = await openStream(urlA, diner.cookie);
    const order = await submitOrder(diner.cookie);
    const seen = await first.next((event) => event.data.orderId === order.id);
    first.close();
    await markPaid(order.id);
    const resumed = await openStream(urlB, diner.cookie, seen.id);
    const missed = await resumed.next((event) => event.data.orderId === order.id && event.id !== seen.id);
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
    resumed.close();
  });

  it.skipIf(onEmbeddedEngine)(
    "delivers an order's change made while the copy's listening connection was cut, once it is back",
    async () => {
      const stream = await openStream(urlB, diner.cookie);
      const order = await submitOrder(diner.cookie);
      await stream.next((event) => event.data.orderId === order.id);
      const cut = await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'nearbite-listener' and datname = current_database()`);
      expect(cut.rows.length).toBeGreaterThanOrEqual(2);
      await markPaid(order.id);
      const events = () => stream.events.filter((event) => event.data.orderId === order.id);
      await stream.next(() => events().length >= 2, 10_000);
      stream.close();
    },
  );

  it('ends open streams when the server closes, so closing does not wait for browsers', async () => {
    const app = await buildApp({ config: config(), database, clock: () => WED_NOON });
    const url = await listen(app);
    const stream = await openStream(url, diner.cookie);
    await app.close();
    await expect(stream.next(() => false, 200)).rejects.toThrow();
    expect(app.orderEvents.openStreams()).toBe(0);
  });
});

describe('GET /console/stores/:businessId/orders/events', () => {
  const boardUrl = (base: string, businessId: string) =>
    `${base}/apis/v1/console/stores/${businessId}/orders/events`;
  let owner: { userId: string; cookie: string };
  let otherOwner: { userId: string; cookie: string };

  beforeAll(async () => {
    const otherStore = await createStoreFixture(database.db);
    await addStaff(database.db, store.businessId, '4155550301', 'owner');
    await addStaff(database.db, otherStore.businessId, '4155550302', 'owner');
    owner = await signedIn(database.db, '4155550301');
    otherOwner = await signedIn(database.db, '4155550302');
  });

  it("streams every diner's orders of the store to its staff, on another copy too", async () => {
    const board = await openStream(urlB, owner.cookie, undefined, boardUrl(urlB, store.businessId));
    const first = await submitOrder(diner.cookie);
    const second = await submitOrder(otherDiner.cookie);
    await board.next((event) => event.data.orderId === first.id);
    await board.next((event) => event.data.orderId === second.id);
    board.close();
  });

  it("refuses signed-out callers (401 A7), diners and another store's staff (403 A194)", async () => {
    const url = boardUrl(urlA, store.businessId);
    const answers = await Promise.all(
      [undefined, diner.cookie, otherOwner.cookie].map(async (cookie) => {
        const response = await fetch(url, { headers: cookie ? { cookie } : {} });
        const body = (await response.json()) as { errType: number; innerErrorType: number };
        return `${response.status} ${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
      }),
    );
    expect(answers).toEqual(['401 A7', '403 A194', '403 A194']);
  });
});
