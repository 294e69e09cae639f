import type { MerchantOrderDto } from '@nearbite/contract/merchant';
import type { ReceiptDto } from '@nearbite/contract/order-receipts';
import type { OrderDetailDto, OrderSummaryDto } from '@nearbite/contract/order-views';
import { orderRoutes, type SubmittedOrderDto } from '@nearbite/contract/orders';
import { isOrderCode, ORDER_CODE_MAX_DRAWS } from '@nearbite/domain/order-code';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, plainLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { concurrentTitle, createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createOrdersRepository, type OrderCodeSource } from './orders.repository.js';
import { createOrdersService } from './orders.service.js';

/**
 * The short order number: every submitted order gets one, unique across the platform also when many orders
 * are placed at once on several connections; the diner's screens and the receipt show it, and support finds
 * the order by it through the merchant API.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const TOKEN = 'operator-token-for-order-codes';

let database: TestDatabase;
let app: NearbiteApp;
let store: StoreFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    OPERATOR_TOKEN: TOKEN,
  });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
  store = await createStoreFixture(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const pickupOrder = () =>
  buildOrder({ store, now: WED_NOON, type: 'pickup', lines: [plainLine(store.items.tea, 1)] }).payload;

async function submit(cookie: string): Promise<SubmittedOrderDto> {
  const payload = pickupOrder();
  const response = await app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${payload.businessId}/orders`,
    headers: { ...jsonHeaders, cookie },
    payload: { orders: [payload] },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
  if (!order) throw new Error('no order answered');
  return order;
}

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/apis/v1${url}`, headers });

const findByCode = (code: string, token: string | null = TOKEN) =>
  get(
    `/merchant/orders?orderCode=${encodeURIComponent(code)}`,
    token ? { authorization: `Bearer ${token}` } : {},
  );

async function codesOf(orderIds: string[]): Promise<string[]> {
  const result = await database.db.execute<{ order_code: string }>(
    sql`select order_code from orders where id in ${orderIds}`,
  );
  return result.rows.map((row) => row.order_code);
}

describe('order numbers', () => {
  it("answers the number on submission and shows it on the diner's list, detail and public receipt", async () => {
    const diner = await createSignedInUser(database.db);
    const placed = await submit(diner.cookie);
    expect(isOrderCode(placed.orderCode)).toBe(true);

    const list = await get('/user/orders?orderStatus=received,paid', { cookie: diner.cookie });
    const [row] = (list.json() as { orders: OrderSummaryDto[] }).orders;
    expect(row?.id).toBe(placed.id);
    expect(row?.orderCode).toBe(placed.orderCode);

    const detail = (await get(`/orders/${placed.id}`, { cookie: diner.cookie })).json() as OrderDetailDto;
    expect(detail.orderCode).toBe(placed.orderCode);

    // The public receipt is found by its own unguessable code, never by the short number.
    const secret = await database.db.execute<{ receipt_code: string }>(
      sql`select receipt_code from orders where id = ${placed.id}`,
    );
    const receiptCode = secret.rows[0]?.receipt_code ?? '';
    expect(receiptCode.length).toBeGreaterThanOrEqual(20);
    const receipt = await get(`/public/orderDetailsForReceipt?code=${receiptCode}`, {});
    expect((receipt.json() as ReceiptDto).orderCode).toBe(placed.orderCode);
    const byNumber = await get(`/public/orderDetailsForReceipt?code=${placed.orderCode}XXXX`, {});
    expect(byNumber.statusCode).toBe(404);
  });

  it('lets support find the order by the number as a diner reads it out', async () => {
    const diner = await createSignedInUser(database.db);
    const placed = await submit(diner.cookie);
    const spoken = `#${placed.orderCode.slice(0, 3)}-${placed.orderCode.slice(3)}`.toLowerCase();

    const found = await findByCode(spoken);
    expect(found.statusCode, found.body).toBe(200);
    const [order] = (found.json() as { orders: MerchantOrderDto[] }).orders;
    expect(order).toMatchObject({
      id: placed.id,
      orderCode: placed.orderCode,
      orderType: 'pickup',
      orderStatus: 'received',
      totalPrice: placed.totalPrice,
      userId: diner.userId,
      business: { id: store.businessId, timeZone: 'America/Los_Angeles' },
    });

    // A well-formed number no order has finds nothing; something that cannot be a number is refused.
    const unknown = placed.orderCode === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    expect((await findByCode(unknown)).json()).toEqual({ orders: [] });
    const malformed = await findByCode('O0O0O0');
    expect(malformed.statusCode).toBe(400);
    expect((malformed.json() as { errType: number; innerErrorType: number }).innerErrorType).toBe(1);
    // Only operators may look orders up.
    expect((await findByCode(placed.orderCode, null)).statusCode).toBe(401);
    expect((await findByCode(placed.orderCode, 'wrong-token')).statusCode).toBe(401);
  });

  it(concurrentTitle('gives 40 orders placed at once 40 distinct numbers'), async () => {
    const diners = await Promise.all(Array.from({ length: 8 }, () => createSignedInUser(database.db)));
    const placed = await Promise.all(
      Array.from({ length: 40 }, (_, i) => submit(diners[i % diners.length]?.cookie ?? '')),
    );
    const codes = placed.map((order) => order.orderCode);
    expect(codes.every(isOrderCode)).toBe(true);
    expect(new Set(codes).size).toBe(40);
    expect((await codesOf(placed.map((order) => order.id))).sort()).toEqual([...codes].sort());
  });
});

describe("the store's time zone", () => {
  it('comes with every view of an order, so its times can be shown on the store clock', async () => {
    const diner = await createSignedInUser(database.db);
    const placed = await submit(diner.cookie);
    const list = await get('/user/orders?orderStatus=received', { cookie: diner.cookie });
    const [row] = (list.json() as { orders: OrderSummaryDto[] }).orders;
    expect(row?.business.timeZone).toBe('America/Los_Angeles');
    const detail = (await get(`/orders/${placed.id}`, { cookie: diner.cookie })).json() as OrderDetailDto;
    expect(detail.business.timeZone).toBe('America/Los_Angeles');
    const secret = await database.db.execute<{ receipt_code: string }>(
      sql`select receipt_code from orders where id = ${placed.id}`,
    );
    const receipt = await get(`/public/orderDetailsForReceipt?code=${secret.rows[0]?.receipt_code}`, {});
    expect((receipt.json() as ReceiptDto).business.timeZone).toBe('America/Los_Angeles');
  });
});

describe('a drawn number another order already has', () => {
  /** The service as the app builds it, drawing numbers from `orderCodes`. */
  const serviceDrawing = (orderCodes: OrderCodeSource) =>
    createOrdersService({
      repository: createOrdersRepository(database.db, { orderCodes }),
      clock: () => WED_NOON,
      selfPickupPointConfig: () => Promise.reject(new Error('no host in these orders')),
      // These submissions name their user; no session is looked up.
      sessions: {
        sessionTokenHash: () => {
          throw new Error('no sessions in these orders');
        },
        userForToken: () => Promise.reject(new Error('no sessions in these orders')),
      },
    });
  const body = () => orderRoutes.submit.body.parse({ orders: [pickupOrder()] });

  it(
    concurrentTitle('is drawn again: of 8 orders at once drawing the same numbers, each ends with its own'),
    async () => {
      // Every submission draws the same sequence, so at each draw all but one collide (on PostgreSQL with
      // an order another connection committed a moment ago). With as many draws as orders, all succeed.
      const sequence = ['22222A', '22222B', '22222C', '22222D', '22222E', '22222F', '22222G', '22222H'];
      expect(sequence).toHaveLength(ORDER_CODE_MAX_DRAWS);
      let draws = 0;
      const service = serviceDrawing((draw) => {
        draws += 1;
        return sequence[draw] ?? 'ZZZZZZ';
      });
      const diner = await createSignedInUser(database.db);
      const results = await Promise.all(
        sequence.map(() => service.submit({ userId: diner.userId }, store.businessId, body())),
      );
      const codes = results.map((result) => result.orders[0]?.orderCode ?? '');
      expect([...codes].sort()).toEqual(sequence);
      // The orders ended at draws 0 to 7, each after colliding at every draw before: 1 + 2 + … + 8 draws.
      expect(draws).toBe(36);
      // Each answered number is the one its order was written with.
      const ids = results.map((result) => result.orders[0]?.id ?? '');
      expect((await codesOf(ids)).sort()).toEqual(sequence);
    },
  );

  it('gives up after the last draw and writes nothing', async () => {
    const diner = await createSignedInUser(database.db);
    const taken = (await submit(diner.cookie)).orderCode;
    const before = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
    let draws = 0;
    const service = serviceDrawing(() => {
      draws += 1;
      return taken;
    });
    await expect(service.submit({ userId: diner.userId }, store.businessId, body())).rejects.toThrow();
    expect(draws).toBe(ORDER_CODE_MAX_DRAWS);
    const after = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
