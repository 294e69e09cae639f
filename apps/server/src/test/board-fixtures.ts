import type { BoardOrderDto } from '@nearbite/contract/console-board';
import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import type { PaymentOutcomeDto } from '@nearbite/contract/payments';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { NearbiteApp } from '../app.js';
import type { Db } from '../db/client.js';
import { consoleCall } from './console-fixtures.js';
import { buildOrder, type CartSpec } from './order-payloads.js';
import { jsonHeaders } from './test-app.js';

/**
 * Orders for the board's tests as diners make them: placed through the submission endpoint and paid with a
 * saved sandbox card through the payment endpoint, so the payment's own `pay` step (and auto-accept) runs.
 */

/** A saved sandbox card (Stripe's 4242 test number) of the signed-in diner; answers its id. */
export async function saveSandboxCard(app: NearbiteApp, cookie: string): Promise<string> {
  const form = new URLSearchParams({
    type: 'card',
    'card[number]': '4242424242424242',
    'card[exp_month]': '12',
    'card[exp_year]': '2030',
    'card[cvc]': '314',
    'billing_details[name]': 'Ada Lovelace',
    'billing_details[address][postal_code]': '94103',
  });
  const method = await app.inject({
    method: 'POST',
    url: '/apis/v1/sandbox/v1/payment_methods',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: 'Bearer pk_sandbox_nearbite',
      origin: jsonHeaders.origin,
      host: jsonHeaders.host,
    },
    payload: form.toString(),
  });
  expect(method.statusCode, method.body).toBe(200);
  const saved = await app.inject({
    method: 'POST',
    url: '/apis/v1/user/creditCards',
    headers: { ...jsonHeaders, cookie },
    payload: {
      cardNumber: '****-****-****-4242',
      expirationDate: '12/2030',
      firstName: 'Ada',
      lastName: 'Lovelace',
      token: (method.json() as { id: string }).id,
      postalCode: '94103',
      platform: 'sandbox',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return (saved.json() as { id: string }).id;
}

/** Places the cart's order through the API. */
export async function placeOrder(
  app: NearbiteApp,
  cookie: string,
  cart: CartSpec,
): Promise<SubmittedOrderDto> {
  const { payload } = buildOrder(cart);
  const response = await app.inject({
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

/** Pays the whole order with the saved card; the payment succeeds at the sandbox. */
export async function payOrder(
  app: NearbiteApp,
  cookie: string,
  order: SubmittedOrderDto,
  cardId: string,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/apis/v1/orders/${order.id}/payment`,
    headers: { ...jsonHeaders, cookie },
    payload: {
      paymentType: 'Card',
      paymentPlatform: 'sandbox',
      purpose: { type: 1, note: 'Order Creation' },
      amountUSD: order.totalPrice,
      paymentProfileId: cardId,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect((response.json() as PaymentOutcomeDto).status).toBe('succeeded');
}

/** A board call that must succeed; answers its body. */
export async function boardOk<T = BoardOrderDto>(
  app: NearbiteApp,
  method: 'GET' | 'POST',
  path: string,
  cookie: string,
  payload?: unknown,
): Promise<T> {
  const response = await consoleCall(app, method, path, cookie, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** The rows a query answers. */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** The store's board settings, written as the settings route would. */
export async function setBoardSettings(
  db: Db,
  businessId: string,
  settings: {
    autoAccept?: boolean;
    autoAcceptMinutes?: number;
    busyExtraMinutes?: number;
    autoPrint?: boolean;
  },
): Promise<void> {
  await db.execute(sql`insert into store_order_settings (business_id, auto_accept, auto_accept_minutes,
      busy_extra_minutes, auto_print)
    values (${businessId}, ${settings.autoAccept ?? false}, ${settings.autoAcceptMinutes ?? 20},
      ${settings.busyExtraMinutes ?? 0}, ${settings.autoPrint ?? false})
    on conflict (business_id) do update set auto_accept = excluded.auto_accept,
      auto_accept_minutes = excluded.auto_accept_minutes, busy_extra_minutes = excluded.busy_extra_minutes,
      auto_print = excluded.auto_print`);
}
