import type { SavedCardDto } from '@nearbite/contract/cards';
import { MAX_SAVED_CARDS } from '@nearbite/domain/saved-cards';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NearbiteApp } from '../../app.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createSignedInUser, createStoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, noodlesLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Saved cards through the API with the sandbox processor: the client creates the payment method at the
 * sandbox, then saves it; brand, last four and expiry come back from the processor.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco. */
const NOW = Date.parse('2025-06-11T19:00:00Z');

let database: TestDatabase;
let app: NearbiteApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => NOW });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

const codeOf = (response: Response) => {
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
};

function expectError(response: Response, status: number, code: string) {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

async function paymentMethod(number: string, expYear = 2030, expMonth = 12): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/apis/v1/sandbox/v1/payment_methods',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: 'Bearer pk_sandbox_nearbite',
    },
    payload: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': String(expMonth),
      'card[exp_year]': String(expYear),
      'card[cvc]': number.startsWith('3') ? '1234' : '123',
    }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
}

function add(cookie: string | null, token: string) {
  return app.inject({
    method: 'POST',
    url: '/apis/v1/user/creditCards',
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: {
      cardNumber: '****-****-****-0000',
      expirationDate: '12/2030',
      firstName: 'Ada',
      lastName: 'Lovelace',
      token,
      postalCode: '94103',
      platform: 'sandbox',
    },
  });
}

async function added(cookie: string, number: string, expYear = 2030): Promise<SavedCardDto> {
  const response = await add(cookie, await paymentMethod(number, expYear));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SavedCardDto;
}

async function list(cookie: string): Promise<SavedCardDto[]> {
  const response = await app.inject({ method: 'GET', url: '/apis/v1/user/creditCards', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { cards: SavedCardDto[] }).cards;
}

const change = (method: 'PUT' | 'DELETE', cookie: string, id: string) =>
  app.inject({
    method,
    url: `/apis/v1/user/creditCards/${id}`,
    headers: {
      ...(method === 'PUT' ? jsonHeaders : { origin: jsonHeaders.origin, host: jsonHeaders.host }),
      cookie,
    },
    ...(method === 'PUT' ? { payload: { isDefault: true } } : {}),
  });

describe('saved cards', () => {
  it('saves what the processor says about the card; the newest card is the default and comes first', async () => {
    const diner = await createSignedInUser(database.db);
    const visa = await added(diner.cookie, '4242424242424242');
    expect(visa).toEqual({
      id: expect.any(String),
      cardType: 'visa',
      cardNumber: '4242',
      expirationDate: '12/30',
      logo: '/apis/v1/cards/logos/visa.svg',
      platform: 'sandbox',
      isDefault: true,
    });
    const amex = await added(diner.cookie, '378282246310005', 2031);
    expect(amex).toMatchObject({
      cardType: 'amex',
      cardNumber: '0005',
      expirationDate: '12/31',
      isDefault: true,
    });
    expect((await list(diner.cookie)).map((card) => [card.cardNumber, card.isDefault])).toEqual([
      ['0005', true],
      ['4242', false],
    ]);

    expect((await change('PUT', diner.cookie, visa.id)).statusCode).toBe(200);
    expect((await list(diner.cookie)).map((card) => [card.cardNumber, card.isDefault])).toEqual([
      ['4242', true],
      ['0005', false],
    ]);

    // Deleting the default makes the remaining newest card the default.
    expect((await change('DELETE', diner.cookie, visa.id)).statusCode).toBe(200);
    expect((await list(diner.cookie)).map((card) => [card.cardNumber, card.isDefault])).toEqual([
      ['0005', true],
    ]);
    const [method] = (
      await database.db.execute(sql`select customer_id from sandbox_payment_methods where last4 = '4242'`)
    ).rows as Array<{ customer_id: string | null }>;
    expect(method?.customer_id).toBeNull();
    const customers = await database.db.execute(
      sql`select customer_id from payment_customers where user_id = ${diner.userId}`,
    );
    expect(customers.rows).toHaveLength(1);
  });

  it('refuses the same card twice (D2), an unknown token (D4) and signed-out callers', async () => {
    const diner = await createSignedInUser(database.db);
    const token = await paymentMethod('5555555555554444');
    expect((await add(diner.cookie, token)).statusCode).toBe(200);
    expectError(await add(diner.cookie, token), 409, 'D2');
    // The same card entered again makes a new payment method at the processor; it is still the same card.
    expectError(await add(diner.cookie, await paymentMethod('5555555555554444')), 409, 'D2');
    expect(await list(diner.cookie)).toHaveLength(1);
    expectError(await add(diner.cookie, 'pm_does_not_exist'), 400, 'D4');
    // Another user cannot take over a payment method someone saved.
    const other = await createSignedInUser(database.db);
    expectError(await add(other.cookie, token), 409, 'D2');
    expectError(await add(null, token), 401, 'A7');
    const signedOut = await app.inject({ method: 'GET', url: '/apis/v1/user/creditCards' });
    expectError(signedOut, 401, 'A7');
  });

  it(`keeps at most ${MAX_SAVED_CARDS} cards (D6)`, async () => {
    const diner = await createSignedInUser(database.db);
    for (let index = 0; index < MAX_SAVED_CARDS; index += 1) {
      await added(diner.cookie, '4242424242424242', 2030 + index);
    }
    expectError(await add(diner.cookie, await paymentMethod('4242424242424242', 2045)), 409, 'D6');
    expect(await list(diner.cookie)).toHaveLength(MAX_SAVED_CARDS);
  });

  it('lets only the owner change a card (D3) and keeps a card a payment in flight uses (D7)', async () => {
    const diner = await createSignedInUser(database.db);
    const other = await createSignedInUser(database.db);
    const card = await added(diner.cookie, '4000002760003184');
    expectError(await change('PUT', other.cookie, card.id), 404, 'D3');
    expectError(await change('DELETE', other.cookie, card.id), 404, 'D3');
    // A malformed id is refused by the contract before the service (A1), an unknown one is D3.
    expectError(await change('DELETE', diner.cookie, 'not-a-card'), 400, 'A1');

    // A payment waiting for the bank's authentication holds the card.
    const store = await createStoreFixture(database.db);
    const { payload } = buildOrder({ store, now: NOW, type: 'pickup', lines: [noodlesLine(store, 1)] });
    const placed = await app.inject({
      method: 'POST',
      url: `/apis/v1/businesses/${store.businessId}/orders`,
      headers: { ...jsonHeaders, cookie: diner.cookie },
      payload: { orders: [payload] },
    });
    const order = (placed.json() as { orders: Array<{ id: string; totalPrice: number }> }).orders[0];
    const paid = await app.inject({
      method: 'POST',
      url: `/apis/v1/orders/${order?.id}/payment`,
      headers: { ...jsonHeaders, cookie: diner.cookie },
      payload: {
        amountUSD: order?.totalPrice,
        paymentProfileId: card.id,
        paymentType: 'Card',
        paymentPlatform: 'sandbox',
        purpose: { type: 1, note: 'Order Creation' },
      },
    });
    expect(paid.json()).toMatchObject({ status: 'requiresAction' });
    expectError(await change('DELETE', diner.cookie, card.id), 409, 'D7');
    expect(await list(diner.cookie)).toHaveLength(1);
  });
});

describe('GET /configs/cardProcessor and the card logos', () => {
  it('tells the web app where to create payment methods, without signing in', async () => {
    const response = await app.inject({ method: 'GET', url: '/apis/v1/configs/cardProcessor' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      platform: 'sandbox',
      publishableKey: 'pk_sandbox_nearbite',
      paymentMethodsUrl: '/apis/v1/sandbox/v1/payment_methods',
      walletsEnabled: false,
      applePayMerchantId: null,
    });
  });

  it('draws each accepted network’s logo', async () => {
    for (const brand of ['visa', 'mastercard', 'amex', 'discover']) {
      const response = await app.inject({ method: 'GET', url: `/apis/v1/cards/logos/${brand}.svg` });
      expect(response.statusCode, brand).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
    expectError(await app.inject({ method: 'GET', url: '/apis/v1/cards/logos/jcb.svg' }), 404, 'A20');
  });
});
