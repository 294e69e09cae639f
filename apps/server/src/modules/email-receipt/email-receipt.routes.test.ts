import type { OutboxMessageDto } from '@nearbite/contract/dev';
import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { CODE_RESEND_INTERVAL_MS, CODE_TTL_MS } from '@nearbite/domain/verification';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, type CartSpec, noodlesLine, plainLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The e-mailed receipt through the API: a code e-mailed to an address, its verification, and the receipt
 * e-mail, read back from the dev outbox after the outbox relay has run (as the demo shows them).
 */

// Placing orders through the API and moving them along in SQL.

/** Wednesday 11 June 2025, 12:00 in San Francisco (PDT): the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

/** The catalogue code of an error answer, such as A98. */
function codeOf(response: Response): string {
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

/** The fixture store with unlimited stock, so a test may place as many orders as it needs. */
async function createUnlimitedStore(db: Db): Promise<StoreFixture> {
  const store = await createStoreFixture(db, { largeSizeStock: null });
  await db.execute(sql`update commodities set stock_number = null where business_id = ${store.businessId}`);
  return store;
}

/** A cart of each order type, as the web cart would build it. */
function cartOf(store: StoreFixture, type: CartSpec['type'], now: number): CartSpec {
  const lines =
    type === 'dineIn'
      ? [plainLine(store.items.tea, 1), plainLine(store.items.dumplings, 1)]
      : [
          noodlesLine(store, 1, { large: true, eggs: 1, hot: true, toppings: 1 }),
          plainLine(store.items.dumplings, 1),
        ];
  return { store, type, now, lines };
}

/** Submits the cart as the diner; answers the new order's id and total. */
async function placeOrder(app: NearbiteApp, cookie: string, cart: CartSpec): Promise<SubmittedOrderDto> {
  const { payload } = buildOrder(cart);
  const response = await app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${cart.store.businessId}/orders`,
    headers: { ...jsonHeaders, cookie },
    payload: { orders: [payload] },
  });
  if (response.statusCode !== 200) throw new Error(`order refused: ${response.body}`);
  const [order] = (response.json() as { orders: SubmittedOrderDto[] }).orders;
  if (!order) throw new Error('no order answered');
  return order;
}

/** Pays the order in full by a Visa card ending 4242, as the payment module records it. */
async function payByCard(db: Db, orderId: string, at: number): Promise<void> {
  await db.execute(sql`insert into payments (order_id, user_id, payment_type, platform, amount, status,
      idempotency_key, card_brand, card_last4, card_exp_month, card_exp_year, created_at)
    select id, user_id, 'Card', 'sandbox', total_price, 'succeeded', gen_random_uuid()::text, 'visa', '4242', 12,
      2030, ${new Date(at)} from orders where id = ${orderId}`);
  await db.execute(
    sql`update orders set order_status = 'paid', paid_price = total_price where id = ${orderId}`,
  );
  await db.execute(
    sql`insert into order_handle_times (order_id, key, happened_at) values (${orderId}, 'paid', ${new Date(at)})`,
  );
}

/** The public receipt code of an order. */
async function receiptCodeOf(db: Db, orderId: string): Promise<string> {
  const result = await db.execute(sql`select receipt_code from orders where id = ${orderId}`);
  const [row] = result.rows as Array<{ receipt_code: string }>;
  if (!row) throw new Error('no such order');
  return row.receipt_code;
}

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;
let mailboxCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createUnlimitedStore(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  now = WED_NOON;
});

/** A fresh address per test, so codes and their 60-second spacing never cross tests. */
const freshAddress = () => `Diner.${++mailboxCounter}.${Date.now()}@Example.com`;

function send(
  method: 'POST' | 'PUT',
  url: string,
  cookie: string | null,
  payload: object,
  language = 'en-US',
) {
  return app.inject({
    method,
    url: `/apis/v1${url}`,
    headers: { ...jsonHeaders, 'accept-language': language, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

function expectError(response: Response, status: number, code: string) {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

function expectOk(response: Response) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ ok: true });
}

/** The e-mails delivered to the address, newest first, after the relay has sent what is due. */
async function mailbox(address: string): Promise<OutboxMessageDto[]> {
  // Outbox rows are stamped with the database's time, which is after the pinned clock: the relay runs "later".
  const pinned = now;
  now = Date.now() + 1000;
  await app.outboxRelay.runOnce();
  now = pinned;
  const response = await app.inject({
    method: 'GET',
    url: `/apis/v1/dev/outbox?recipient=${encodeURIComponent(address.toLowerCase())}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { messages: OutboxMessageDto[] }).messages.filter(
    (message) => message.channel === 'email',
  );
}

async function latestCode(address: string): Promise<string> {
  const [message] = await mailbox(address);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${address}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST and PUT /user/email', () => {
  it('e-mails a 6-digit code, verifies it once, and keeps the address on the user', async () => {
    const diner = await createSignedInUser(database.db);
    const address = freshAddress();
    expectOk(await send('POST', '/user/email', diner.cookie, { email: address }));
    const [message] = await mailbox(address);
    expect(message?.subject).toMatch(/^Your Nearbite code: \d{6}$/);
    const code = await latestCode(address);

    expectError(
      await send('PUT', '/user/email', diner.cookie, { email: address, verificationCode: wrong(code) }),
      400,
      'A147',
    );
    expectOk(await send('PUT', '/user/email', diner.cookie, { email: address, verificationCode: code }));
    const user = await app.inject({ method: 'GET', url: '/apis/v1/user', headers: { cookie: diner.cookie } });
    expect((user.json() as { email: string | null }).email).toBe(address.toLowerCase());

    // Single use.
    expectError(
      await send('PUT', '/user/email', diner.cookie, { email: address, verificationCode: code }),
      400,
      'A148',
    );
  });

  it('waits 60 seconds between codes and writes the code in the request language', async () => {
    const diner = await createSignedInUser(database.db);
    const address = freshAddress();
    expectOk(await send('POST', '/user/email', diner.cookie, { email: address }, 'zh-CN'));
    now += CODE_RESEND_INTERVAL_MS - 1000;
    expectError(await send('POST', '/user/email', diner.cookie, { email: address }), 429, 'A11');
    expect(await mailbox(address)).toHaveLength(1);
    now += 1000;
    expectOk(await send('POST', '/user/email', diner.cookie, { email: address }));
    const [latest, first] = await mailbox(address);
    expect(first?.body).toContain('验证码');
    expect(latest?.body).toContain('verification code');
  });

  it('kills a code after 5 wrong tries and after 10 minutes', async () => {
    const diner = await createSignedInUser(database.db);
    const address = freshAddress();
    expectOk(await send('POST', '/user/email', diner.cookie, { email: address }));
    const code = await latestCode(address);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(
        await send('PUT', '/user/email', diner.cookie, { email: address, verificationCode: wrong(code) }),
        400,
        'A147',
      );
    }
    expectError(
      await send('PUT', '/user/email', diner.cookie, { email: address, verificationCode: code }),
      400,
      'A10',
    );

    now += CODE_RESEND_INTERVAL_MS;
    expectOk(await send('POST', '/user/email', diner.cookie, { email: address }));
    const second = await latestCode(address);
    now += CODE_TTL_MS;
    expectError(
      await send('PUT', '/user/email', diner.cookie, { email: address, verificationCode: second }),
      400,
      'A9',
    );
  });

  it('needs a signed-in diner and a valid address', async () => {
    expectError(await send('POST', '/user/email', null, { email: freshAddress() }), 401, 'A7');
    const diner = await createSignedInUser(database.db);
    expectError(await send('POST', '/user/email', diner.cookie, { email: 'not-an-address' }), 400, 'A1');
  });
});

describe('POST /orders/:orderId/receipt/email', () => {
  async function verifiedDiner(language = 'en-US') {
    const diner = await createSignedInUser(database.db);
    const address = freshAddress();
    expectOk(await send('POST', '/user/email', diner.cookie, { email: address }, language));
    const code = await latestCode(address);
    expectOk(await send('PUT', '/user/email', diner.cookie, { email: address, verificationCode: code }));
    return { ...diner, address };
  }

  it('e-mails the receipt with the lines, the total, the card and the public link', async () => {
    const diner = await verifiedDiner();
    const placed = await placeOrder(app, diner.cookie, cartOf(store, 'delivery', now));
    await payByCard(database.db, placed.id, now);
    expectOk(await send('POST', `/orders/${placed.id}/receipt/email`, diner.cookie, { name: 'Ada' }));

    const [message] = await mailbox(diner.address);
    expect(message?.subject).toBe(`Your receipt from Fixture Noodle House, order ${placed.orderCode}`);
    expect(message?.body).toContain(`Order number: ${placed.orderCode}`);
    const total = `$${(placed.totalPrice / 100).toFixed(2)}`;
    expect(message?.body).toContain('Hi Ada,');
    expect(message?.body).toContain(`Total: ${total}`);
    expect(message?.body).toContain('1 × Beef noodles (Hot, Topping 0, Large, Egg ×1)');
    expect(message?.body).toContain('Visa •••• 4242 (12/30)');
    const code = await receiptCodeOf(database.db, placed.id);
    expect(message?.body).toMatch(new RegExp(`http://localhost(:80)?/order/receipt\\?code=${code}`));
  });

  it('writes the receipt in Chinese for a Chinese request', async () => {
    const diner = await verifiedDiner();
    const placed = await placeOrder(app, diner.cookie, cartOf(store, 'dineIn', now));
    expectOk(
      await send('POST', `/orders/${placed.id}/receipt/email`, diner.cookie, { name: '小明' }, 'zh-CN'),
    );
    const [message] = await mailbox(diner.address);
    expect(message?.subject).toBe(`您在Fixture Noodle House（中）的收据（订单号 ${placed.orderCode}）`);
    expect(message?.body).toContain(`订单号：${placed.orderCode}`);
    expect(message?.body).toContain('小明，您好：');
    expect(message?.body).toContain(`合计: $${(placed.totalPrice / 100).toFixed(2)}`);
    expect(message?.body).toContain('桌号 A1');
  });

  it('needs a verified address and the diner’s own order', async () => {
    const unverified = await createSignedInUser(database.db);
    const placed = await placeOrder(app, unverified.cookie, cartOf(store, 'pickup', now));
    expectError(
      await send('POST', `/orders/${placed.id}/receipt/email`, unverified.cookie, { name: 'Ada' }),
      400,
      'A148',
    );
    const other = await verifiedDiner();
    expectError(
      await send('POST', `/orders/${placed.id}/receipt/email`, other.cookie, { name: 'Eve' }),
      403,
      'A99',
    );
    expect(await mailbox(other.address)).toHaveLength(1);
    expectError(await send('POST', `/orders/${placed.id}/receipt/email`, null, { name: 'Ada' }), 401, 'A7');
  });
});
