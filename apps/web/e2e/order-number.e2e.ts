import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  phoneContext,
  type RunningServer,
  screenshotDir,
  startServer,
} from './harness';
import { textsEn, textsZh } from './texts';

/**
 * The short order number (issue 13, item 8): the diner sees it on the order list, the order detail, the
 * public receipt and the e-mailed receipt, and support finds the order by it through the merchant API.
 */

const OPERATOR_TOKEN = 'e2e-operator-token-order-number';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ OPERATOR_TOKEN, ORDER_SIMULATOR: 'false' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Union Square, the demo catalog's centre. */
const HERE = { latitude: 37.788, longitude: -122.4075 };
/** Takes orders at any hour and has a pickup counter (checkout.e2e.ts). */
const STORE = 'Sugar Cloud Tea & Dessert';

const languages = [
  {
    locale: 'en-US' as const,
    texts: textsEn,
    phone: '4155550731',
    add: (name: string) => `Add ${name}`,
    cartOpen: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
    checkout: 'Checkout',
    pickup: 'Pickup',
    placeOrder: 'Place order',
    mailNumber: (code: string) => `Order number: ${code}`,
  },
  {
    locale: 'zh-CN' as const,
    texts: textsZh,
    phone: '4155550732',
    add: (name: string) => `添加${name}`,
    cartOpen: (count: number) => `打开购物车，共${count}件`,
    checkout: '去结算',
    pickup: '自取',
    placeOrder: '提交订单',
    mailNumber: (code: string) => `订单号：${code}`,
  },
];
type Language = (typeof languages)[number];

interface MenuItem {
  id: string;
  name: string;
  hasOptions: boolean;
  soldOut: boolean;
  timedMenuId: string;
  minBuyNumber: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function apiGet<T>(path: string, language = 'en-US'): Promise<T> {
  const response = await fetch(`${server.baseUrl}/apis/v1${path}`, {
    headers: { 'accept-language': language },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function storeId(): Promise<string> {
  const page = await apiGet<{ businesses: { id: string; name: string }[] }>(
    `/businesses?latitude=${HERE.latitude}&longitude=${HERE.longitude}&range=40&pageNumber=1&pageCapacity=100`,
  );
  const store = page.businesses.find((business) => business.name === STORE);
  if (!store) throw new Error(`no store ${STORE} in the demo catalog`);
  return store.id;
}

async function quickItem(businessId: string, locale: string): Promise<MenuItem> {
  const menu = await apiGet<{ commodityCategories: { commodities: MenuItem[] }[] }>(
    `/businesses/${businessId}/timedMenuDetail`,
    locale,
  );
  const item = menu.commodityCategories
    .flatMap((category) => category.commodities)
    .find(
      (candidate) =>
        !candidate.hasOptions &&
        !candidate.soldOut &&
        candidate.timedMenuId === 'allDay' &&
        candidate.minBuyNumber === 1,
    );
  if (!item) throw new Error('no quick item');
  return item;
}

/** The newest message of the dev outbox for a recipient that matches. */
async function waitForMessage(recipient: string, match: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = (await server.outbox(recipient)).find((message) => match.test(message.body));
    if (found) return found.body;
    await sleep(100);
  }
  throw new Error(`no message matching ${match} for ${recipient}`);
}

/** POSTs or PUTs JSON from the page (same origin, with the session cookie); throws on an error answer. */
async function send(page: Page, method: string, path: string, body: unknown): Promise<unknown> {
  const outcome = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/apis/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
  if (outcome.status !== 200)
    throw new Error(`${path} answered ${outcome.status}: ${JSON.stringify(outcome)}`);
  return outcome.body;
}

/** A diner at Union Square, signed in through the API from the page. */
async function signedInPage(language: Language): Promise<Page> {
  const context = await phoneContext(browser, language.locale);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/fail`);
  await send(page, 'POST', '/phoneVerification', { internationalCode: '1', phoneNumber: language.phone });
  const sms = await waitForMessage(`+1${language.phone}`, /\b\d{4}\b/);
  const verificationCode = sms.match(/\b(\d{4})\b/)?.[1] ?? '';
  await send(page, 'POST', '/login', {
    fullPhoneNumber: `+1${language.phone}`,
    verificationCode,
    keepCredentials: true,
  });
  await page.evaluate((here) => {
    localStorage.setItem('signedIn', '1');
    sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
  }, HERE);
  return page;
}

/** A pickup order of one item through the store page and checkout; answers what submission answered. */
async function placePickupOrder(
  page: Page,
  language: Language,
  businessId: string,
  item: MenuItem,
): Promise<{ id: string; orderCode: string; totalPrice: number }> {
  await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: language.add(item.name), exact: true }).click();
  await page.getByRole('button', { name: language.cartOpen(1) }).waitFor();
  await page.getByRole('button', { name: language.checkout, exact: true }).click();
  const sheet = page.getByRole('dialog').filter({ has: page.getByTestId('checkout-total') });
  await sheet.getByTestId('checkout-total').waitFor();
  await sheet.getByRole('button', { name: language.pickup, exact: true }).click();
  await sheet.getByText(language.texts.orderInfo.asap).first().waitFor();
  const posted = page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
  );
  await sheet.getByRole('button', { name: language.placeOrder }).click();
  const response = await posted;
  const body = (await response.json()) as { orders: { id: string; orderCode: string; totalPrice: number }[] };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  const [created] = body.orders;
  if (!created) throw new Error('no order created');
  await page.waitForURL(/\/payment\?orderId=/);
  return created;
}

/** Pays with the sandbox's 4242 card from the page, as the payment screen does. */
async function payOrder(page: Page, orderId: string, amount: number): Promise<void> {
  const config = (await page.evaluate(async () =>
    (await fetch('/apis/v1/configs/cardProcessor')).json(),
  )) as { paymentMethodsUrl: string; publishableKey: string; platform: string };
  const method = await page.evaluate(async (processor) => {
    const form = new URLSearchParams({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
      'billing_details[name]': 'Ada Lovelace',
      'billing_details[address][postal_code]': '94108',
    });
    const answer = await fetch(processor.paymentMethodsUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${processor.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    });
    return (await answer.json()) as { id: string };
  }, config);
  const card = (await send(page, 'POST', '/user/creditCards', {
    cardNumber: '****-****-****-4242',
    expirationDate: '12/2030',
    firstName: 'Ada',
    lastName: 'Lovelace',
    token: method.id,
    postalCode: '94108',
    platform: config.platform,
  })) as { id: string };
  const payment = (await send(page, 'POST', `/orders/${orderId}/payment`, {
    amountUSD: amount,
    paymentProfileId: card.id,
    paymentType: 'Card',
    paymentPlatform: config.platform,
    purpose: { type: 1, note: 'Nearbite order' },
    paymentOpaqueData: null,
  })) as { status: string };
  expect(payment.status).toBe('succeeded');
}

async function shot(page: Page, name: string, locale: string, fullPage = false) {
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  await page.screenshot({ path: join(screenshotDir, `order-number-${name}-${locale}.png`), fullPage });
}

describe.each(languages)('the order number ($locale)', (language) => {
  const { texts, locale } = language;

  it('shows on the list, the detail, the receipt page and the e-mail, and support finds the order by it', async () => {
    const businessId = await storeId();
    const item = await quickItem(businessId, locale);
    const page = await signedInPage(language);
    const placed = await placePickupOrder(page, language, businessId, item);
    expect(placed.orderCode).toMatch(/^[2-9A-HJKMNP-TV-Z]{6}$/);
    await payOrder(page, placed.id, placed.totalPrice);

    // The list: the row of the order carries its number.
    await page.goto(`${server.baseUrl}/orders`);
    const listed = texts.orders.orderNumber.replace('{{code}}', placed.orderCode);
    const row = page.locator('.nb-order-row').filter({ hasText: listed });
    await row.waitFor();
    expect(await page.locator('.nb-order-row').count()).toBe(1);
    await expectAccessible(page);
    await shot(page, 'list', locale);

    // The detail: under "Order number", the short number and not the long id.
    await row.locator('.nb-order-row-link').click();
    await page.waitForURL(/\/order\/info\?orderId=/);
    const fact = page.locator('.nb-fact').filter({ hasText: texts.orderInfo.orderNumber });
    await fact.getByText(placed.orderCode, { exact: true }).waitFor();
    expect(await page.getByText(placed.id).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'detail', locale, true);

    // The e-mailed receipt names it, and so does the public page its link opens.
    const email = `number.${locale.toLowerCase()}@example.com`;
    await send(page, 'POST', '/user/email', { email });
    const codeMail = await waitForMessage(email, /\b\d{6}\b/);
    await send(page, 'PUT', '/user/email', {
      email,
      verificationCode: codeMail.match(/\b(\d{6})\b/)?.[1] ?? '',
    });
    await send(page, 'POST', `/orders/${placed.id}/receipt/email`, { name: 'Ada' });
    const receiptMail = await waitForMessage(email, /order\/receipt\?code=/);
    expect(receiptMail).toContain(language.mailNumber(placed.orderCode));
    // The store's phone reads 3-3-4 in the e-mail, as on the receipt page (issue 13, item 16).
    const { business } = (await page.evaluate(
      async (id) => (await fetch(`/apis/v1/orders/${id}`)).json(),
      placed.id,
    )) as { business: { phoneNumber: string | null } };
    const digits = (business.phoneNumber ?? '').replace(/\D/g, '').slice(-10);
    expect(digits).toHaveLength(10);
    expect(receiptMail).toContain(`${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`);
    expect(receiptMail).not.toContain(digits);
    const link = receiptMail.match(/\/order\/receipt\?code=([^\s"&<]+)/)?.[1] ?? '';
    expect(link).not.toContain(placed.orderCode);

    const context = await phoneContext(browser, locale);
    const visitor = await context.newPage();
    await visitor.goto(`${server.baseUrl}/order/receipt?code=${link}`);
    await visitor.getByText(texts.receipt.orderNumber.replace('{{code}}', placed.orderCode)).waitFor();
    await expectAccessible(visitor);
    await shot(visitor, 'receipt', locale, true);
    await context.close();

    // Support types what the diner reads out, in any case and with a dash.
    const spoken = `${placed.orderCode.slice(0, 3)}-${placed.orderCode.slice(3)}`.toLowerCase();
    const found = await fetch(`${server.baseUrl}/apis/v1/merchant/orders?orderCode=${spoken}`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(found.status).toBe(200);
    const { orders } = (await found.json()) as { orders: { id: string; orderStatus: string }[] };
    expect(orders.map((order) => [order.id, order.orderStatus])).toEqual([[placed.id, 'paid']]);
    await page.context().close();
  });
});
