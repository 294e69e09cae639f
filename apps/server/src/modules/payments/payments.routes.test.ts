import { Writable } from 'node:stream';
import type { OrderPayloadDto, SubmittedOrderDto } from '@nearbite/contract/orders';
import type { PaymentOutcomeDto } from '@nearbite/contract/payments';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { signWebhookPayload } from '../../integrations/card-processor/webhook-signature.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, noodlesLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { concurrentTitle, createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { CLOSED_ORDER_REFUND_REASON } from './payments.repository.js';

/**
 * Paying orders end to end through HTTP with the sandbox processor: the web app's calls in its order
 * (create a payment method at the sandbox with a form body, save it, place an order, pay), on a real
 * database. Stripe's test cards decide the outcome.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const WEBHOOK_SECRET = 'whsec_sandbox_for_payment_tests';
const OPERATOR_TOKEN = 'operator-token-for-payment-tests-0123456789';
const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticates: '4000002760003184',
};

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;
let diner: { userId: string; cookie: string };
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    WEB_DIST_DIR: '/nonexistent',
    SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    OPERATOR_TOKEN,
  });
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  app = await buildApp({ config, database, clock: () => now, logStream });
  await app.ready();
  store = await createStoreFixture(database.db);
  diner = await createSignedInUser(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  now = WED_NOON;
});

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

const codeOf = (response: Response) => {
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
};

function expectError(response: Response, status: number, code: string) {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

/** The web app's create-payment-method call to the sandbox: form-encoded, publishable key as bearer. */
function createPaymentMethod(number: string, options: { cvc?: string; year?: string; key?: string } = {}) {
  const form = new URLSearchParams({
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': options.year ?? '2030',
    'card[cvc]': options.cvc ?? '314',
    'billing_details[name]': 'Ada Lovelace',
    'billing_details[address][postal_code]': '94103',
  });
  return app.inject({
    method: 'POST',
    url: '/apis/v1/sandbox/v1/payment_methods',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${options.key ?? 'pk_sandbox_nearbite'}`,
      origin: jsonHeaders.origin,
      host: jsonHeaders.host,
    },
    payload: form.toString(),
  });
}

/** A saved card of the test number for the user; answers its id. */
async function saveCard(cookie: string, number: string, year = '2030'): Promise<string> {
  const method = await createPaymentMethod(number, { year });
  expect(method.statusCode, method.body).toBe(200);
  const response = await app.inject({
    method: 'POST',
    url: '/apis/v1/user/creditCards',
    headers: { ...jsonHeaders, cookie },
    payload: {
      cardNumber: `****-****-****-${number.slice(-4)}`,
      expirationDate: `12/${year}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      token: (method.json() as { id: string }).id,
      postalCode: '94103',
      platform: 'sandbox',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
}

/** A pickup order of one bowl of noodles (or more), priced as the web cart prices it. */
async function placeOrder(cookie: string, bowls = 1): Promise<SubmittedOrderDto> {
  const { payload } = buildOrder({ store, now, type: 'pickup', lines: [noodlesLine(store, bowls)] });
  const response = await app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${store.businessId}/orders`,
    headers: { ...jsonHeaders, cookie },
    payload: { orders: [payload satisfies OrderPayloadDto] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { orders: SubmittedOrderDto[] }).orders[0] as SubmittedOrderDto;
}

function pay(cookie: string, orderId: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/apis/v1/orders/${orderId}/payment`,
    headers: { ...jsonHeaders, cookie },
    payload: {
      paymentType: 'Card',
      paymentPlatform: 'sandbox',
      purpose: { type: 1, note: 'Order Creation' },
      ...body,
    },
  });
}

const payWithCard = (cookie: string, order: SubmittedOrderDto, cardId: string) =>
  pay(cookie, order.id, { amountUSD: order.totalPrice, paymentProfileId: cardId });

async function orderState(id: string) {
  const [order] = await rows<{ order_status: string; paid_price: number }>(
    sql`select order_status, paid_price from orders where id = ${id}`,
  );
  const [handle] = await rows<{ count: number }>(
    sql`select count(*)::int as count from order_handle_times where order_id = ${id} and key = 'paid'`,
  );
  return { status: order?.order_status, paidPrice: order?.paid_price, paidHandleTimes: handle?.count };
}

async function sandboxChargesOf(orderId: string): Promise<number> {
  const [row] = await rows<{ count: number }>(
    sql`select count(*)::int as count from sandbox_payment_intents
        where status = 'succeeded' and metadata->>'orderId' = ${orderId}`,
  );
  return row?.count ?? 0;
}

describe('POST /orders/:orderId/payment with the sandbox test cards', () => {
  it('4242 4242 4242 4242 pays: the order is paid in full with a paid time', async () => {
    const card = await saveCard(diner.cookie, CARDS.succeeds);
    const order = await placeOrder(diner.cookie);
    const response = await payWithCard(diner.cookie, order, card);
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json() as PaymentOutcomeDto;
    expect(outcome).toEqual({
      paymentId: expect.any(String),
      status: 'succeeded',
      clientSecret: null,
      redirectUrl: null,
      transactionId: expect.stringMatching(/^pi_/),
    });
    expect(await orderState(order.id)).toEqual({
      status: 'paid',
      paidPrice: order.totalPrice,
      paidHandleTimes: 1,
    });
    const [payment] = await rows<Record<string, unknown>>(
      sql`select status, amount, card_brand, card_last4, processor_payment_id from payments where order_id = ${order.id}`,
    );
    expect(payment).toEqual({
      status: 'succeeded',
      amount: order.totalPrice,
      card_brand: 'visa',
      card_last4: '4242',
      processor_payment_id: outcome.transactionId,
    });
    expect(await sandboxChargesOf(order.id)).toBe(1);
    // Paying again is refused: the order owes nothing.
    expectError(await payWithCard(diner.cookie, order, card), 409, 'A123');
  });

  it('4000 0000 0000 0002 is declined (C1); the order stays unpaid and another card pays it', async () => {
    const declined = await saveCard(diner.cookie, CARDS.declined);
    const order = await placeOrder(diner.cookie);
    expectError(await payWithCard(diner.cookie, order, declined), 402, 'C1');
    expect(await orderState(order.id)).toEqual({ status: 'received', paidPrice: 0, paidHandleTimes: 0 });
    const [failed] = await rows<{ status: string; failure_code: string }>(
      sql`select status, failure_code from payments where order_id = ${order.id}`,
    );
    expect(failed).toEqual({ status: 'failed', failure_code: 'CARD_PAYMENT_DECLINED' });

    const good = await saveCard(diner.cookie, CARDS.succeeds, '2031');
    const retry = await payWithCard(diner.cookie, order, good);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await orderState(order.id)).toEqual({
      status: 'paid',
      paidPrice: order.totalPrice,
      paidHandleTimes: 1,
    });
  });

  it('4000 0000 0000 9995 has insufficient funds (C2)', async () => {
    const card = await saveCard(diner.cookie, CARDS.insufficientFunds);
    const order = await placeOrder(diner.cookie);
    expectError(await payWithCard(diner.cookie, order, card), 402, 'C2');
    expect(await orderState(order.id)).toEqual({ status: 'received', paidPrice: 0, paidHandleTimes: 0 });
  });

  it('4000 0027 6000 3184 asks for authentication; once authenticated and confirmed the order is paid', async () => {
    const card = await saveCard(diner.cookie, CARDS.authenticates);
    const order = await placeOrder(diner.cookie);
    const response = await payWithCard(diner.cookie, order, card);
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json() as PaymentOutcomeDto;
    expect(outcome).toMatchObject({
      status: 'requiresAction',
      clientSecret: expect.stringContaining('_secret_'),
      // The sandbox authenticates in the app's own dialog, not by a redirect.
      redirectUrl: null,
    });
    expect(await orderState(order.id)).toMatchObject({ status: 'received', paidPrice: 0 });

    // Confirming before authenticating changes nothing.
    const early = await app.inject({
      method: 'PUT',
      url: `/apis/v1/orders/${order.id}/payment/fromClient`,
      headers: { ...jsonHeaders, cookie: diner.cookie },
      payload: { orderId: order.id, paymentPlatform: 'sandbox', transactionId: outcome.transactionId },
    });
    expectError(early, 402, 'C9');

    const wrongSecret = await app.inject({
      method: 'POST',
      url: `/apis/v1/sandbox/v1/payment_intents/${outcome.transactionId}/authenticate`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_secret: 'pi_x_secret_y', outcome: 'succeed' }).toString(),
    });
    expect(wrongSecret.statusCode).toBe(404);
    const authenticated = await app.inject({
      method: 'POST',
      url: `/apis/v1/sandbox/v1/payment_intents/${outcome.transactionId}/authenticate`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_secret: outcome.clientSecret ?? '',
        outcome: 'succeed',
      }).toString(),
    });
    expect(authenticated.statusCode, authenticated.body).toBe(200);
    expect(authenticated.json()).toMatchObject({ id: outcome.transactionId, status: 'succeeded' });

    const confirmed = await app.inject({
      method: 'PUT',
      url: `/apis/v1/orders/${order.id}/payment/fromClient`,
      headers: { ...jsonHeaders, cookie: diner.cookie },
      payload: { orderId: order.id, paymentPlatform: 'sandbox', transactionId: outcome.transactionId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, status: 'succeeded' });
    // The sandbox's event and the client's confirmation both arrived; the order took the money once.
    expect(await orderState(order.id)).toEqual({
      status: 'paid',
      paidPrice: order.totalPrice,
      paidHandleTimes: 1,
    });
    expect(await sandboxChargesOf(order.id)).toBe(1);
  });

  it('a failed authentication leaves the order unpaid, and paying again starts afresh', async () => {
    const card = await saveCard(diner.cookie, CARDS.authenticates, '2032');
    const order = await placeOrder(diner.cookie);
    const first = (await payWithCard(diner.cookie, order, card)).json() as PaymentOutcomeDto;
    const failed = await app.inject({
      method: 'POST',
      url: `/apis/v1/sandbox/v1/payment_intents/${first.transactionId}/authenticate`,
      headers: jsonHeaders,
      payload: { client_secret: first.clientSecret, outcome: 'fail' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const confirmed = await app.inject({
      method: 'PUT',
      url: `/apis/v1/orders/${order.id}/payment/fromClient`,
      headers: { ...jsonHeaders, cookie: diner.cookie },
      payload: { orderId: order.id, paymentPlatform: 'sandbox', transactionId: first.transactionId },
    });
    expect(confirmed.json()).toEqual({ ok: true, status: 'failed' });
    expect(await orderState(order.id)).toMatchObject({ status: 'received', paidPrice: 0 });

    // An abandoned authentication does not block a new attempt: it is cancelled at the processor.
    const second = (await payWithCard(diner.cookie, order, card)).json() as PaymentOutcomeDto;
    expect(second.status).toBe('requiresAction');
    const third = await payWithCard(diner.cookie, order, card);
    expect(third.statusCode, third.body).toBe(200);
    const [abandoned] = await rows<{ status: string }>(
      sql`select status from sandbox_payment_intents where id = ${second.transactionId}`,
    );
    expect(abandoned?.status).toBe('canceled');
  });

  it(concurrentTitle('20 concurrent pays of one order charge once'), async () => {
    const card = await saveCard(diner.cookie, CARDS.succeeds, '2033');
    const order = await placeOrder(diner.cookie);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => payWithCard(diner.cookie, order, card)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(['B3', 'A123']).toContain(codeOf(response));
    }
    const [payments] = await rows<{ count: number }>(
      sql`select count(*)::int as count from payments where order_id = ${order.id} and status = 'succeeded'`,
    );
    expect(payments?.count).toBe(1);
    expect(await sandboxChargesOf(order.id)).toBe(1);
    expect(await orderState(order.id)).toEqual({
      status: 'paid',
      paidPrice: order.totalPrice,
      paidHandleTimes: 1,
    });
  });

  it('refuses what it must not charge', async () => {
    const card = await saveCard(diner.cookie, CARDS.succeeds, '2034');
    const order = await placeOrder(diner.cookie);
    const stranger = await createSignedInUser(database.db);
    const strangersCard = await saveCard(stranger.cookie, CARDS.succeeds);

    expectError(await payWithCard(stranger.cookie, order, strangersCard), 403, 'A99');
    expectError(await payWithCard(diner.cookie, order, strangersCard), 404, 'D3');
    expectError(
      await pay(diner.cookie, order.id, { amountUSD: order.totalPrice - 1, paymentProfileId: card }),
      409,
      'A182',
    );
    expectError(
      await pay(diner.cookie, order.id, { amountUSD: order.totalPrice, paymentType: 'Cash' }),
      422,
      'B2',
    );
    expectError(
      await pay(diner.cookie, '00000000-0000-4000-8000-000000000000', {
        amountUSD: 100,
        paymentProfileId: card,
      }),
      404,
      'A98',
    );
    const signedOut = await app.inject({
      method: 'POST',
      url: `/apis/v1/orders/${order.id}/payment`,
      headers: jsonHeaders,
      payload: {
        amountUSD: order.totalPrice,
        paymentType: 'Card',
        paymentPlatform: 'sandbox',
        purpose: { type: 1, note: 'Order Creation' },
      },
    });
    expectError(signedOut, 401, 'A7');

    now = WED_NOON + 16 * 60_000;
    expectError(await payWithCard(diner.cookie, order, card), 409, 'A122');
    expect(await sandboxChargesOf(order.id)).toBe(0);
  });
});

describe('POST /stripe/paymentIntent/fromClient', () => {
  it('answers one client secret per order until it is confirmed', async () => {
    const order = await placeOrder(diner.cookie);
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/apis/v1/stripe/paymentIntent/fromClient',
        headers: { ...jsonHeaders, cookie: diner.cookie },
        payload: { orderId: order.id, paymentType: 'card' },
      });
    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    const { client_secret } = first.json() as { client_secret: string };
    expect((await ask()).json()).toEqual({ client_secret });

    const intentId = client_secret.split('_secret_')[0] as string;
    const method = (await createPaymentMethod(CARDS.succeeds, { year: '2035' })).json() as { id: string };
    const confirmed = await app.inject({
      method: 'POST',
      url: `/apis/v1/sandbox/v1/payment_intents/${intentId}/confirm`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: 'Bearer pk_sandbox_nearbite',
      },
      payload: new URLSearchParams({ client_secret, payment_method: method.id }).toString(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    expect(await orderState(order.id)).toMatchObject({ status: 'paid', paidPrice: order.totalPrice });
  });
});

describe('POST /payments/webhook', () => {
  /** An order waiting for authentication, and a Stripe-format event saying its payment succeeded. */
  async function awaitingAuthentication(expiryYear: string) {
    const card = await saveCard(diner.cookie, CARDS.authenticates, expiryYear);
    const order = await placeOrder(diner.cookie);
    const outcome = (await payWithCard(diner.cookie, order, card)).json() as PaymentOutcomeDto;
    const payload = JSON.stringify({
      id: `evt_test_${order.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: outcome.transactionId, object: 'payment_intent', status: 'succeeded' } },
    });
    // The sandbox's record must agree with the event, as Stripe's would.
    await database.db.execute(
      sql`update sandbox_payment_intents set status = 'succeeded' where id = ${outcome.transactionId}`,
    );
    return { order, payload };
  }

  const deliver = (payload: string, signature: string | null) =>
    app.inject({
      method: 'POST',
      url: '/apis/v1/payments/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

  const seconds = () => Math.floor(now / 1000);

  it('refuses a wrong, stale or missing signature and changes nothing', async () => {
    const { order, payload } = await awaitingAuthentication('2036');
    expectError(
      await deliver(payload, signWebhookPayload(payload, 'whsec_someone_else', seconds())),
      403,
      'A188',
    );
    expectError(
      await deliver(payload, signWebhookPayload(payload, WEBHOOK_SECRET, seconds() - 301)),
      400,
      'A186',
    );
    expectError(await deliver(payload, null), 400, 'A185');
    const tampered = payload.replace('payment_intent.succeeded', 'payment_intent.payment_failed');
    expectError(await deliver(tampered, signWebhookPayload(payload, WEBHOOK_SECRET, seconds())), 403, 'A188');
    expect(await orderState(order.id)).toMatchObject({ status: 'received', paidPrice: 0 });
    const [after] = await rows<{ count: number }>(
      sql`select count(*)::int as count from processor_events where event_id = ${`evt_test_${order.id}`}`,
    );
    expect(after?.count).toBe(0);
  });

  it('refuses a correctly signed body that is not an event with A1, never a 500', async () => {
    const bodies = [
      'not json',
      '[]',
      '{"id":"","type":"payment_intent.succeeded","data":{}}',
      '{"id":"evt_\\u0000"}',
    ];
    for (const body of bodies) {
      expectError(await deliver(body, signWebhookPayload(body, WEBHOOK_SECRET, seconds())), 400, 'A1');
    }
  });

  it('applies a signed event once however often it is delivered', async () => {
    const { order, payload } = await awaitingAuthentication('2037');
    const signature = signWebhookPayload(payload, WEBHOOK_SECRET, seconds());
    const first = await deliver(payload, signature);
    expect(first.statusCode, first.body).toBe(200);
    const again = await deliver(payload, signature);
    expect(again.statusCode, again.body).toBe(200);
    expect(await orderState(order.id)).toEqual({
      status: 'paid',
      paidPrice: order.totalPrice,
      paidHandleTimes: 1,
    });
    const [events] = await rows<{ count: number }>(
      sql`select count(*)::int as count from processor_events where event_id = ${`evt_test_${order.id}`}`,
    );
    expect(events?.count).toBe(1);
  });
});

describe('refunds and wallets', () => {
  it('marks a refund succeeded when the processor’s signed event says so', async () => {
    // A diner of their own: the shared one holds the most cards by now.
    const payer = await createSignedInUser(database.db);
    const card = await saveCard(payer.cookie, CARDS.succeeds);
    const order = await placeOrder(payer.cookie);
    const outcome = (await payWithCard(payer.cookie, order, card)).json() as PaymentOutcomeDto;
    const [refund] = await rows<{ id: string }>(
      sql`insert into refunds (order_id, refund_type, price, status, processor_refund_id)
          values (${order.id}, 'customAmount', 100, 'pending', 're_webhook_test') returning id`,
    );
    const payload = JSON.stringify({
      id: 'evt_refund_1',
      object: 'event',
      type: 'refund.updated',
      data: {
        object: {
          id: 're_webhook_test',
          object: 'refund',
          status: 'succeeded',
          payment_intent: outcome.transactionId,
        },
      },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/apis/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(payload, WEBHOOK_SECRET, Math.floor(now / 1000)),
      },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rows<{ status: string }>(sql`select status from refunds where id = ${refund?.id}`);
    expect(row?.status).toBe('succeeded');
  });

  it('answers E4 for an Apple Pay session while Apple Pay is not set up', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/apis/v1/payments/services/getApplePaySessionRequest',
      headers: { ...jsonHeaders, cookie: diner.cookie },
      payload: {
        endpointURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        domain: 'localhost',
      },
    });
    expectError(response, 422, 'E4');
  });
});

describe('a refund the processor fails after accepting it', () => {
  // Stripe's own helper signs the events, so they are what Stripe would send.
  const stripe = new Stripe('sk_test_offline_helper_only');

  /** A Stripe event about a refund, signed with Stripe's test helper. */
  function deliverRefundEvent(
    eventId: string,
    type: string,
    refund: { id: string; status: string; paymentIntent: string | null },
  ) {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      data: {
        object: {
          id: refund.id,
          object: 'refund',
          amount: 100,
          currency: 'usd',
          payment_intent: refund.paymentIntent,
          status: refund.status,
          ...(refund.status === 'failed' ? { failure_reason: 'expired_or_canceled_card' } : {}),
        },
      },
    });
    return app.inject({
      method: 'POST',
      url: '/apis/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(now / 1000),
        }),
      },
      payload,
    });
  }

  function merchantRefund(orderId: string, body: Record<string, unknown>) {
    return app.inject({
      method: 'POST',
      url: `/apis/v1/merchant/orders/${orderId}/refunds`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: JSON.stringify(body),
    });
  }

  /** A pickup order of two bowls paid with 4242 at the sandbox; answers it with the payment's intent id. */
  async function paidOrder() {
    const payer = await createSignedInUser(database.db);
    const card = await saveCard(payer.cookie, CARDS.succeeds);
    const order = await placeOrder(payer.cookie, 2);
    const outcome = (await payWithCard(payer.cookie, order, card)).json() as PaymentOutcomeDto;
    expect(outcome.status).toBe('succeeded');
    return { payer, order, intentId: outcome.transactionId };
  }

  async function refundsOf(orderId: string) {
    return rows<{ id: string; status: string; price: number; processor_refund_id: string }>(
      sql`select id, status, price, processor_refund_id from refunds where order_id = ${orderId}
          order by reason desc`,
    );
  }

  async function figures(orderId: string) {
    const [order] = await rows<{ order_status: string; refunded_price: number; full_refunded: boolean }>(
      sql`select order_status, refunded_price, full_refunded from orders where id = ${orderId}`,
    );
    const lines = await rows<{ refunded_number: number }>(
      sql`select refunded_number from order_lines where order_id = ${orderId} order by line_index`,
    );
    return { ...order, lineRefunds: lines.map((line) => line.refunded_number) };
  }

  async function eventsRecorded(eventId: string): Promise<number> {
    const [row] = await rows<{ count: number }>(
      sql`select count(*)::int as count from processor_events where event_id = ${eventId}`,
    );
    return row?.count ?? 0;
  }

  it('takes a succeeded refund out of the order when Stripe fails it, once however often it is told', async () => {
    const { payer, order, intentId } = await paidOrder();
    const [line] = await rows<{ id: string }>(
      sql`select id from order_lines where order_id = ${order.id} order by line_index`,
    );
    const byItems = await merchantRefund(order.id, {
      refundType: 'commodities',
      commodities: [{ id: line?.id, refundedNumber: 1 }],
      reason: 'Spilled',
    });
    expect(byItems.statusCode, byItems.body).toBe(200);
    const custom = await merchantRefund(order.id, { refundType: 'customAmount', price: 100, reason: 'Late' });
    expect(custom.statusCode, custom.body).toBe(200);
    const [spilled, late] = await refundsOf(order.id);
    if (!spilled || !late) throw new Error('two refunds expected');
    expect([spilled.status, late.status]).toEqual(['succeeded', 'succeeded']);
    const itemsPrice = spilled.price;
    expect(await figures(order.id)).toEqual({
      order_status: 'paid',
      refunded_price: itemsPrice + 100,
      full_refunded: false,
      lineRefunds: [1],
    });

    const failed = { id: spilled.processor_refund_id, status: 'failed', paymentIntent: intentId };
    const eventId = `evt_refund_failed_${order.id}`;
    const first = await deliverRefundEvent(eventId, 'charge.refund.updated', failed);
    expect(first.statusCode, first.body).toBe(200);
    const after = {
      order_status: 'paid',
      refunded_price: 100,
      full_refunded: false,
      lineRefunds: [0],
    };
    expect(await figures(order.id)).toEqual(after);
    expect((await refundsOf(order.id)).map((refund) => refund.status)).toEqual(['failed', 'succeeded']);
    // The diner's order shows only the refund that went through.
    const detail = await app.inject({
      method: 'GET',
      url: `/apis/v1/orders/${order.id}`,
      headers: { cookie: payer.cookie },
    });
    expect(detail.json()).toMatchObject({ refundedPrice: 100, fullRefunded: false });

    // The same event again, and Stripe's other events about the same failure, change nothing more.
    const again = await deliverRefundEvent(eventId, 'charge.refund.updated', failed);
    expect(again.statusCode, again.body).toBe(200);
    expect(await eventsRecorded(eventId)).toBe(1);
    const other = await deliverRefundEvent(`${eventId}_refund`, 'refund.failed', failed);
    expect(other.statusCode, other.body).toBe(200);
    // A late "succeeded" delivered out of order does not bring it back either.
    const stale = await deliverRefundEvent(`${eventId}_stale`, 'refund.updated', {
      ...failed,
      status: 'succeeded',
    });
    expect(stale.statusCode, stale.body).toBe(200);
    expect(await figures(order.id)).toEqual(after);
    expect((await refundsOf(order.id)).map((refund) => refund.status)).toEqual(['failed', 'succeeded']);
  });

  it('gives a failed full refund of an open order back its cancellation only', async () => {
    const { order, intentId } = await paidOrder();
    const full = await merchantRefund(order.id, { refundType: 'full', reason: 'Store closed' });
    expect(full.statusCode, full.body).toBe(200);
    expect(await figures(order.id)).toMatchObject({
      order_status: 'cancelled',
      refunded_price: order.totalPrice,
      full_refunded: true,
    });
    const [refund] = await refundsOf(order.id);
    const response = await deliverRefundEvent(`evt_full_failed_${order.id}`, 'refund.failed', {
      id: refund?.processor_refund_id ?? '',
      status: 'failed',
      paymentIntent: intentId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await figures(order.id)).toEqual({
      order_status: 'cancelled',
      refunded_price: 0,
      full_refunded: false,
      lineRefunds: [0],
    });
  });

  it('acknowledges an event for a refund it does not know and changes nothing', async () => {
    const { order, intentId } = await paidOrder();
    const custom = await merchantRefund(order.id, { refundType: 'customAmount', price: 100, reason: 'Late' });
    expect(custom.statusCode, custom.body).toBe(200);
    const before = { figures: await figures(order.id), refunds: await refundsOf(order.id) };
    const eventId = `evt_unknown_refund_${order.id}`;
    const response = await deliverRefundEvent(eventId, 'charge.refund.updated', {
      id: 're_nobody_knows_this_one',
      status: 'failed',
      paymentIntent: intentId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await eventsRecorded(eventId)).toBe(1);
    expect({ figures: await figures(order.id), refunds: await refundsOf(order.id) }).toEqual(before);
  });

  it('marks failed the refund of a payment that reached a closed order, leaving the order as it was', async () => {
    const { order, intentId } = await paidOrder();
    const [payment] = await rows<{ id: string }>(
      sql`select id from payments where order_id = ${order.id} and status = 'succeeded'`,
    );
    await database.db.execute(sql`insert into refunds (order_id, payment_id, refund_type, price, reason, status,
        processor_refund_id)
      values (${order.id}, ${payment?.id ?? null}, 'customAmount', 100, ${CLOSED_ORDER_REFUND_REASON},
        'succeeded', ${`re_closed_${order.id}`})`);
    const before = await figures(order.id);
    const response = await deliverRefundEvent(`evt_closed_${order.id}`, 'refund.updated', {
      id: `re_closed_${order.id}`,
      status: 'canceled',
      paymentIntent: intentId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await refundsOf(order.id)).map((refund) => refund.status)).toEqual(['failed']);
    expect(await figures(order.id)).toEqual(before);
  });
});

describe('payments left in flight', () => {
  const GRACE = 120_000;
  // A diner of their own: the others' saved cards are at the limit.
  let payer: { userId: string; cookie: string };
  let card: string;

  beforeAll(async () => {
    payer = await createSignedInUser(database.db);
    card = await saveCard(payer.cookie, CARDS.succeeds, '2034');
  });

  /** A pending payment as a request leaves it when it dies between its charge and the answer's record. */
  async function pendingPayment(order: SubmittedOrderDto) {
    const [payment] = await rows<{ id: string; idempotency_key: string }>(
      sql`insert into payments (order_id, user_id, payment_type, platform, amount, status, idempotency_key,
          saved_card_id, created_at, updated_at)
        values (${order.id}, ${payer.userId}, 'Card', 'sandbox', ${order.totalPrice}, 'pending',
          ${`pay_${order.id}_1`}, ${card}, ${new Date(now)}, ${new Date(now)})
        returning id, idempotency_key`,
    );
    if (!payment) throw new Error('no payment');
    return payment;
  }

  /** What the sandbox keeps of a charge that went through for that payment. */
  async function chargedAtProcessor(
    order: SubmittedOrderDto,
    payment: { id: string; idempotency_key: string },
  ) {
    await database.db.execute(
      sql`insert into sandbox_payment_intents (id, idempotency_key, amount, status, client_secret, metadata)
        values (${`pi_lost_${payment.id}`}, ${payment.idempotency_key}, ${order.totalPrice}, 'succeeded',
          'secret', ${JSON.stringify({ orderId: order.id, paymentId: payment.id })}::jsonb)`,
    );
  }

  const paymentStatus = async (id: string) =>
    (await rows<{ status: string }>(sql`select status from payments where id = ${id}`))[0]?.status;

  it('a pay after the order is paid charges nothing more', async () => {
    const order = await placeOrder(payer.cookie);
    expect((await payWithCard(payer.cookie, order, card)).statusCode).toBe(200);
    expectError(await payWithCard(payer.cookie, order, card), 409, 'A123');
    expect(await sandboxChargesOf(order.id)).toBe(1);
  });

  it('answers B3 while another pay of the order is being charged', async () => {
    const order = await placeOrder(payer.cookie);
    await pendingPayment(order);
    expectError(await payWithCard(payer.cookie, order, card), 409, 'B3');
    expect(await sandboxChargesOf(order.id)).toBe(0);
  });

  it('completes the order of a charge that went through when its answer was lost', async () => {
    const order = await placeOrder(payer.cookie);
    const payment = await pendingPayment(order);
    await chargedAtProcessor(order, payment);
    // Within the grace the request may still be running: the reconciler leaves it alone.
    now += GRACE - 1000;
    await app.paymentReconciler.runOnce();
    expect(await paymentStatus(payment.id)).toBe('pending');
    now += 2000;
    expect((await app.paymentReconciler.runOnce()).settled).toBeGreaterThanOrEqual(1);
    expect(await paymentStatus(payment.id)).toBe('succeeded');
    expect(await orderState(order.id)).toEqual({
      status: 'paid',
      paidPrice: order.totalPrice,
      paidHandleTimes: 1,
    });
    expect(await sandboxChargesOf(order.id)).toBe(1);
  });

  it('holds an unpaid order past its deadline while its charge is unknown, then ends both', async () => {
    const order = await placeOrder(payer.cookie);
    const payment = await pendingPayment(order);
    now += 16 * 60_000;
    await app.paymentDeadlineSweeper.runOnce();
    expect((await orderState(order.id)).status).toBe('received');
    // The charge never reached the processor: no money moved, the payment fails, the order may expire.
    expect((await app.paymentReconciler.runOnce()).settled).toBeGreaterThanOrEqual(1);
    expect(await paymentStatus(payment.id)).toBe('failed');
    await app.paymentDeadlineSweeper.runOnce();
    expect((await orderState(order.id)).status).toBe('cancelled');
  });

  it('refunds a charge that reached the processor after its payment was settled as failed', async () => {
    const order = await placeOrder(payer.cookie);
    const payment = await pendingPayment(order);
    now += GRACE + 1000;
    await app.paymentReconciler.runOnce();
    expect(await paymentStatus(payment.id)).toBe('failed');
    await chargedAtProcessor(order, payment);
    const payload = JSON.stringify({
      id: `evt_late_${payment.id}`,
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: `pi_lost_${payment.id}`,
          object: 'payment_intent',
          status: 'succeeded',
          metadata: { orderId: order.id, paymentId: payment.id },
        },
      },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/apis/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(payload, WEBHOOK_SECRET, Math.floor(now / 1000)),
      },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [intent] = await rows<{ amount_refunded: number }>(
      sql`select amount_refunded from sandbox_payment_intents where id = ${`pi_lost_${payment.id}`}`,
    );
    expect(intent?.amount_refunded).toBe(order.totalPrice);
    expect(await orderState(order.id)).toMatchObject({ status: 'received', paidPrice: 0 });
  });

  it('refuses a correctly signed webhook body that is not an event with A1', async () => {
    for (const payload of ['not json', '[]', '{"id":"evt_1"}', '{"id":"evt_2","type":"x","data":null}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/apis/v1/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(payload, WEBHOOK_SECRET, Math.floor(now / 1000)),
        },
        payload,
      });
      expectError(response, 400, 'A1');
    }
  });
});

describe('the sandbox create-payment-method endpoint', () => {
  it('answers Stripe’s shapes: the card’s brand and last four, or a card error', async () => {
    const created = await createPaymentMethod('5555 5555 5555 4444');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      object: 'payment_method',
      card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030 },
    });
    const luhn = await createPaymentMethod('4242424242424241');
    expect(luhn.statusCode).toBe(402);
    expect(luhn.json()).toMatchObject({ error: { type: 'card_error', code: 'incorrect_number' } });
    const expired = await createPaymentMethod(CARDS.succeeds, { year: '2024' });
    expect(expired.statusCode).toBe(402);
    expect(expired.json()).toMatchObject({ error: { type: 'card_error', code: 'invalid_expiry_year' } });
    const cvc = await createPaymentMethod(CARDS.succeeds, { cvc: '12' });
    expect(cvc.statusCode).toBe(402);
    expect(cvc.json()).toMatchObject({ error: { type: 'card_error', code: 'invalid_cvc' } });
    const wrongKey = await createPaymentMethod(CARDS.succeeds, { key: 'pk_live_somebody' });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

describe('card numbers and CVCs', () => {
  /** A CVC field as JSON, a form or a column would name it: quotes or brackets around it (never inside a random base64url code). */
  const CVC_FIELD = /["'[_]cvc["'\]]/i;

  it('never reach the logs or any table', async () => {
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const number of [...Object.values(CARDS), '5555555555554444']) {
      expect(logs).not.toContain(number);
      expect(logs).not.toContain(number.slice(0, 12));
    }
    // A labelled CVC ("cvc": or card[cvc]); a bare /cvc/ matched random receipt codes once in a while.
    expect(logs).not.toMatch(CVC_FIELD);
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const dump = await rows<{ row: string }>(
        sql`select t::text as row from ${sql.identifier(table_name)} t`,
      );
      const text = dump.map((row) => row.row).join('\n');
      for (const number of Object.values(CARDS)) expect(text, table_name).not.toContain(number);
      // A three-digit CVC would match random ids, so the test looks for where one would be labelled.
      expect(text, table_name).not.toMatch(CVC_FIELD);
    }
  });
});
