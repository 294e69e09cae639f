import { join } from 'node:path';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/en';
import { zh } from '../src/shared/i18n/zh';
import {
  expectAccessible,
  itemsForPointsRegion,
  launchBrowser,
  phoneContext,
  type RunningServer,
  screenshotDir,
  seeToast,
  startServer,
  watchConsole,
} from './harness';
import { textsEn, textsZh } from './texts';

/*
 * Diner flows that must finish and read right (issue 13): an order paid entirely with points completes with
 * no card, and the order screens follow the order while it can still change.
 */

/** Turns on the merchant API, which gives points and moves orders here (the demo simulator stays off). */
const OPERATOR_TOKEN = 'e2e-operator-token-diner-flows-1';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      OPERATOR_TOKEN,
      ORDER_SIMULATOR: 'false',
      // 20 s to pay, swept at once after: an unpaid order runs out of time within a test.
      PAYMENT_WINDOW_MS: '20000',
      PAYMENT_SWEEP_INTERVAL_MS: '500',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Union Square, the demo catalog's centre. */
const HERE = { latitude: 37.788, longitude: -122.4075, address: 'Union Square, San Francisco, CA' };
/** Takes orders at any hour, has a pickup counter and runs a points programme whose items can be redeemed. */
const POINTS_STORE = 'Sugar Cloud Tea & Dessert';
/** Seats diners at tables A1… and needs an item of its "For Here" category. */
const DINE_IN_STORE = 'Blue Door Tea House';
/** Two places near Union Square, inside Sugar Cloud's delivery area. */
const SAVED_ADDRESSES = [
  { address: 'Union Square, San Francisco, CA', latitude: 37.788, longitude: -122.4075 },
  { address: '500 Grant Ave, San Francisco, CA 94108', latitude: 37.7905, longitude: -122.4058 },
];

const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const languages = [
  {
    locale: 'en-US' as const,
    add: (name: string) => `Add ${name}`,
    cartOpen: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
    checkoutButton: 'Checkout',
    pickup: 'Pickup',
    delivery: 'Delivery',
    diners: 'Diners',
    checkout: textsEn.checkout,
    orders: textsEn,
    app: en,
    store: textsEn.store,
    points: textsEn.points,
    coupons: textsEn.coupons,
  },
  {
    locale: 'zh-CN' as const,
    add: (name: string) => `添加${name}`,
    cartOpen: (count: number) => `打开购物车，共${count}件`,
    checkoutButton: '去结算',
    pickup: '自取',
    delivery: '外送',
    diners: '用餐人数',
    checkout: textsZh.checkout,
    orders: textsZh,
    app: zh,
    store: textsZh.store,
    points: textsZh.points,
    coupons: textsZh.coupons,
  },
];
type Texts = (typeof languages)[number];

interface MenuItem {
  id: string;
  name: string;
  price: number;
  hasOptions: boolean;
  soldOut: boolean;
  timedMenuId: string;
  minBuyNumber: number;
  supportsExchange: boolean;
}

async function api<T>(path: string, language = 'en-US'): Promise<T> {
  const response = await fetch(`${server.baseUrl}/apis/v1${path}`, {
    headers: { 'accept-language': language },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The merchant API, called from Node with the operator's token (never from the page). */
async function merchant<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/apis/v1/merchant${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`merchant ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

const near = `latitude=${HERE.latitude}&longitude=${HERE.longitude}`;

async function storeId(name: string): Promise<string> {
  const page = await api<{ businesses: { id: string; name: string }[] }>(
    `/businesses?${near}&range=40&pageNumber=1&pageCapacity=100`,
  );
  const store = page.businesses.find((business) => business.name === name);
  if (!store) throw new Error(`no store ${name} in the demo catalog`);
  return store.id;
}

/**
 * A store coupon of the demo catalog (its id is the store's with -000c-) valid to a fixed date or over a
 * span of dates, so its claim page has a date to show.
 */
async function datedStoreCoupon(): Promise<string> {
  const page = await api<{ businesses: { id: string }[] }>(
    `/businesses?${near}&range=40&pageNumber=1&pageCapacity=100`,
  );
  for (const store of page.businesses) {
    const couponId = store.id.replace(/^(\w{8})-0003-/, '$1-000c-');
    const response = await fetch(`${server.baseUrl}/apis/v1/coupons/${couponId}`);
    if (!response.ok) continue;
    const coupon = (await response.json()) as {
      expiredInfo: { expiredTime: number | null; timeInterval: unknown; duration: number | null };
    };
    const { expiredInfo } = coupon;
    if (!expiredInfo.duration && (expiredInfo.expiredTime !== null || expiredInfo.timeInterval))
      return couponId;
  }
  throw new Error('no dated store coupon in the demo catalog');
}

/** All-day items of a store that one tap adds, in the page's language. */
async function quickItems(businessId: string, texts: Texts): Promise<MenuItem[]> {
  const menu = await api<{ commodityCategories: { commodities: MenuItem[] }[] }>(
    `/businesses/${businessId}/timedMenuDetail`,
    texts.locale,
  );
  return menu.commodityCategories
    .flatMap((category) => category.commodities)
    .filter(
      (item) => !item.hasOptions && !item.soldOut && item.timedMenuId === 'allDay' && item.minBuyNumber === 1,
    );
}

async function latestCode(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [latest] = await server.outbox(`+1${phone}`);
    const code = latest?.body.match(/\b(\d{4})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code in the dev outbox');
}

/** A signed-in diner at Union Square (signed in through the API in the page); answers the page and user id. */
async function signedInPage(texts: Texts, phone: string): Promise<{ page: Page; userId: string }> {
  const context = await phoneContext(browser, texts.locale);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/fail`);
  await page.evaluate(async (number) => {
    await fetch('/apis/v1/phoneVerification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ internationalCode: '1', phoneNumber: number }),
    });
  }, phone);
  const code = await latestCode(phone);
  const userId = await page.evaluate(
    async ({ number, verificationCode, here }) => {
      const login = await fetch('/apis/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true }),
      });
      if (!login.ok) throw new Error(`login answered ${login.status}`);
      localStorage.setItem('signedIn', '1');
      sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
      return ((await login.json()) as { id: string }).id;
    },
    { number: phone, verificationCode: code, here: HERE },
  );
  return { page, userId };
}

async function openStore(page: Page, businessId: string) {
  await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
}

async function openCheckout(page: Page, texts: Texts): Promise<Locator> {
  await page.getByRole('button', { name: texts.checkoutButton, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: texts.checkout.title, exact: true });
  await sheet.getByTestId('checkout-total').waitFor();
  return sheet;
}

/**
 * Places a pickup order of one unit of `item` through the store page and checkout, as soon as possible;
 * answers the order once checkout has moved on to /payment.
 */
async function placePickupOrder(
  page: Page,
  texts: Texts,
  businessId: string,
  item: MenuItem,
): Promise<{ id: string; totalPrice: number }> {
  await openStore(page, businessId);
  await page.getByRole('button', { name: texts.add(item.name), exact: true }).click();
  await page.getByRole('button', { name: texts.cartOpen(1) }).waitFor();
  const sheet = await openCheckout(page, texts);
  await sheet.getByRole('button', { name: texts.pickup, exact: true }).click();
  await sheet.getByText(texts.checkout.time.asap, { exact: true }).waitFor();
  return submitToPayment(page, sheet, texts);
}

/** Submits the open checkout and answers the order once the app has moved on to /payment. */
async function submitToPayment(page: Page, sheet: Locator, texts: Texts) {
  const posted = page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
  );
  await sheet.locator('.nb-submit-button').filter({ hasText: texts.checkout.submit.button }).click();
  const response = await posted;
  const body = (await response.json()) as { orders: { id: string; totalPrice: number }[] };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  const [order] = body.orders;
  if (!order) throw new Error('no order created');
  await page.waitForURL(/\/payment\?orderId=/);
  return order;
}

/** Pays an order with the sandbox processor's 4242 card from the page, as the payment screen would. */
async function payOrder(page: Page, orderId: string, amount: number): Promise<void> {
  const outcome = await page.evaluate(
    async ({ id, amountUSD }) => {
      const json = { 'content-type': 'application/json' };
      const config = await (await fetch('/apis/v1/configs/cardProcessor')).json();
      const form = new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2030',
        'card[cvc]': '123',
        'billing_details[name]': 'Ada Lovelace',
        'billing_details[address][postal_code]': '94108',
      });
      const method = await (
        await fetch(config.paymentMethodsUrl, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.publishableKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        })
      ).json();
      const card = await fetch('/apis/v1/user/creditCards', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          cardNumber: '****-****-****-4242',
          expirationDate: '12/2030',
          firstName: 'Ada',
          lastName: 'Lovelace',
          token: method.id,
          postalCode: '94108',
          platform: config.platform,
        }),
      });
      const cardId = (await card.json()).id;
      const payment = await fetch(`/apis/v1/orders/${id}/payment`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          amountUSD,
          paymentProfileId: cardId,
          paymentType: 'Card',
          paymentPlatform: config.platform,
          purpose: { type: 1, note: 'Nearbite order' },
          paymentOpaqueData: null,
        }),
      });
      return { status: payment.status, body: await payment.json() };
    },
    { id: orderId, amountUSD: amount },
  );
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
  expect(outcome.body.status).toBe('succeeded');
}

async function shot(page: Page, name: string, texts: Texts) {
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  await page.screenshot({ path: join(screenshotDir, `diner-flows-${name}-${texts.locale}.png`) });
}

/** Where the main frame went, in order (history navigations included). */
function trackUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

describe.each(languages)('diner flows ($locale)', (texts) => {
  const phoneBase = texts.locale === 'en-US' ? 4155551300 : 4155551400;
  const { checkout: c, orders: o } = texts;

  it('completes a pickup order paid entirely with points: no payment screen, no card', async () => {
    const businessId = await storeId(POINTS_STORE);
    const detail = await api<BusinessDetailDto>(`/businesses/${businessId}/detail?${near}`);
    const item = (await quickItems(businessId, texts)).find((candidate) => candidate.supportsExchange);
    if (!item) throw new Error('no redeemable item');
    const tier = detail.integralRules.find(
      (rule) => item.price > rule.availablePrices.min && item.price <= rule.availablePrices.max,
    );
    if (!tier) throw new Error(`no points tier for ${item.price} cents`);
    const { page, userId } = await signedInPage(texts, String(phoneBase + 1));
    const errors = watchConsole(page);
    await merchant(`/businesses/${businessId}/users/${userId}/points`, {
      changeType: 'businessReward',
      // One point more than the item needs: one is left after the order.
      points: tier.requiredPoints + 1,
      reference: `diner-flows-${userId}`,
    });
    const urls = trackUrls(page);
    let paymentCalls = 0;
    page.on('request', (request) => {
      if (/\/payment(\/|$)|\/configs\/cardProcessor|\/creditCards/.test(new URL(request.url()).pathname))
        paymentCalls += 1;
    });

    await openStore(page, businessId);
    await page.getByRole('button', { name: texts.add(item.name), exact: true }).click();
    await page.getByRole('button', { name: texts.cartOpen(1) }).waitFor();
    const sheet = await openCheckout(page, texts);
    await sheet.getByRole('button', { name: texts.pickup, exact: true }).click();
    await sheet.getByText(c.time.asap, { exact: true }).waitFor();
    const redeem = itemsForPointsRegion(sheet, c.points.title, c.pointsCoupons.title);
    await redeem.getByRole('switch').click();
    const confirm = page.getByRole('dialog').filter({
      hasText: fill(c.points.confirm_other, { points: tier.requiredPoints, name: item.name }),
    });
    await confirm.getByRole('button', { name: c.points.redeem, exact: true }).click();
    await redeem.getByRole('switch', { checked: true }).waitFor();
    await sheet.getByTestId('checkout-total').filter({ hasText: '$0.00' }).waitFor();
    await shot(page, 'free-checkout', texts);

    const posted = page.waitForResponse(
      (response: Response) =>
        response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
    );
    await sheet.locator('.nb-submit-button').filter({ hasText: c.submit.button }).click();
    const answer = (await (await posted).json()) as { orders: { id: string; totalPrice: number }[] };
    const orderId = answer.orders[0]?.id ?? '';
    expect(answer.orders[0]?.totalPrice).toBe(0);

    // Straight to the order, already paid: nothing asks for a card.
    await page.waitForURL(/\/order\/info\?orderId=/);
    await seeToast(page, c.submit.placedNothingToPay);
    const status = page.getByTestId('order-status');
    await status.filter({ hasText: o.orders.status.scheduled }).waitFor();
    await page.getByText(o.orderInfo.noPayment.nothingToPay).waitFor();
    await expect(page.getByRole('link', { name: o.orderInfo.action.pay }).count()).resolves.toBe(0);
    expect(urls.filter((url) => new URL(url).pathname === '/payment')).toEqual([]);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
    const points = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/apis/v1/user/points/businesses/${id}`)).json()) as { curPoints: number })
          .curPoints,
      businessId,
    );
    expect(points).toBe(1);
    await expectAccessible(page);
    await shot(page, 'free-order', texts);

    // The store serves it like any paid order; the detail follows it to Completed.
    for (const event of ['confirm', 'ready', 'complete']) {
      await merchant(`/orders/${orderId}/events`, { event });
    }
    await status.filter({ hasText: o.orders.status.completed }).waitFor({ timeout: 25_000 });
    await page.getByText(o.orderInfo.noPayment.nothingToPay).waitFor();
    expect(paymentCalls).toBe(0);

    // The one point left reads "1 pt", not "1 pts".
    await page.goto(`${server.baseUrl}/integral/card`);
    await page.getByText(fill(texts.points.pointsValue_one, { points: 1 }), { exact: true }).waitFor();
    await shot(page, 'one-point', texts);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('deletes a saved address from checkout and comes back to checkout, not to "Address unavailable"', async () => {
    const businessId = await storeId(POINTS_STORE);
    const [item] = await quickItems(businessId, texts);
    if (!item) throw new Error('no quick item');
    const { page } = await signedInPage(texts, String(phoneBase + 2));
    await page.evaluate(async (places) => {
      for (const [index, place] of places.entries()) {
        const saved = await fetch('/apis/v1/user/addresses', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            userName: 'Ada Lovelace',
            phoneNumber: '4155550100',
            fullAddress: place.address,
            location: { coordinates: [place.longitude, place.latitude] },
            deliveryType: 1,
            isDefault: index === 0,
          }),
        });
        if (!saved.ok) throw new Error(`the address answered ${saved.status}`);
      }
    }, SAVED_ADDRESSES);
    const [first, second] = SAVED_ADDRESSES as [(typeof SAVED_ADDRESSES)[0], (typeof SAVED_ADDRESSES)[0]];
    const urls = trackUrls(page);
    await openStore(page, businessId);
    await page.getByRole('button', { name: texts.add(item.name), exact: true }).click();
    await page.getByRole('button', { name: texts.cartOpen(1) }).waitFor();
    const sheet = await openCheckout(page, texts);
    await sheet.getByRole('button', { name: texts.delivery, exact: true }).click();
    await sheet.getByText(first.address).waitFor();
    const chooser = page.getByRole('dialog', { name: c.address.chooserTitle });
    const editButton = (address: string) =>
      chooser.getByRole('button', { name: fill(c.address.editNamed, { address }) });

    /** From checkout's chooser: edit the address, delete it, and land back on the store page's checkout. */
    const deleteFromCheckout = async (address: string, index: number, name: string) => {
      await sheet.getByRole('button', { name: new RegExp(`^${c.address.deliverTo}`) }).click();
      await editButton(address).click();
      await page.waitForURL(new RegExp(`/deliveryAddress\\?addressIndex=${index}$`));
      await page.getByRole('heading', { name: c.addressForm.editTitle }).waitFor();
      await page.getByRole('button', { name: c.addressForm.delete, exact: true }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: c.addressForm.deleteConfirm });
      await confirm.getByRole('button', { name: c.addressForm.delete, exact: true }).waitFor();
      await shot(page, name, texts);
      await confirm.getByRole('button', { name: c.addressForm.delete, exact: true }).click();
      await page.waitForURL(/\/post\/detail\?businessId=/);
      await sheet.getByTestId('checkout-total').waitFor();
    };

    // The first of two: deleting it moves the second into its place in the list.
    await deleteFromCheckout(first.address, 0, 'delete-address');
    await sheet.getByRole('button', { name: new RegExp(`^${c.address.deliverTo}`) }).click();
    await editButton(second.address).waitFor();
    await expect(chooser.getByText(first.address).count()).resolves.toBe(0);
    await shot(page, 'address-deleted', texts);
    await chooser.getByRole('button', { name: c.address.add }).waitFor();
    await chooser.locator('.nb-address-choice').first().click();
    await chooser.waitFor({ state: 'hidden' });

    // The last one left: its index names nothing once it is gone.
    await deleteFromCheckout(second.address, 0, 'delete-last-address');
    await sheet.getByRole('button', { name: new RegExp(`^${c.address.deliverTo}`) }).click();
    await chooser.getByText(c.address.none).waitFor();
    expect(urls.filter((url) => new URL(url).pathname === '/fail')).toEqual([]);
    expect(urls.filter((url) => new URL(url).pathname === '/deliveryAddress')).toHaveLength(2);
    await page.context().close();
  });

  it('shows a cancelled paid order’s refund with the reason’s label, not its key', async () => {
    const businessId = await storeId(POINTS_STORE);
    const [item] = await quickItems(businessId, texts);
    if (!item) throw new Error('no quick item');
    const { page } = await signedInPage(texts, String(phoneBase + 3));
    const order = await placePickupOrder(page, texts, businessId, item);
    await payOrder(page, order.id, order.totalPrice);
    await page.goto(`${server.baseUrl}/order/info?orderId=${order.id}`);
    const status = page.getByTestId('order-status');
    await status.filter({ hasText: o.orders.status.scheduled }).waitFor();

    // Cancelled with the first reason ("I don't want it anymore"): the payment is refunded in full.
    await page.getByRole('button', { name: o.orderInfo.action.cancel }).click();
    const cancel = page.getByRole('dialog', { name: o.orders.cancel.title });
    await cancel.getByRole('radio', { name: o.orders.reason.noLongerWanted, checked: true }).waitFor();
    await cancel.getByRole('button', { name: o.orders.cancel.confirm }).click();
    await status.filter({ hasText: o.orders.status.refunded }).waitFor();
    await page.getByText(o.orders.reason.noLongerWanted).waitFor();
    await page.getByRole('link', { name: o.orderInfo.action.viewRefund }).click();
    await page.waitForURL(/\/order\/refund\?orderId=/);
    const reason = page.getByTestId('refund-reason');
    await reason.filter({ hasText: o.orders.reason.noLongerWanted }).waitFor();
    expect(await reason.innerText()).toBe(o.orders.reason.noLongerWanted);
    await expect(page.getByText('noLongerWanted').count()).resolves.toBe(0);
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await shot(page, 'refund-reason', texts);
    await page.context().close();
  });

  it('follows a dine-in order on the list and its detail to Completed without a reload', async () => {
    const businessId = await storeId(DINE_IN_STORE);
    const required = await api<{ commodities: MenuItem[] }>(
      `/businesses/${businessId}/requiredForDineIn`,
      texts.locale,
    );
    const seat = required.commodities.find((candidate) => !candidate.hasOptions && !candidate.soldOut);
    if (!seat) throw new Error('no required item for dine-in');
    const { page } = await signedInPage(texts, String(phoneBase + 4));
    await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}&tableName=A1`);
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: texts.add(seat.name), exact: true }).click();
    await page.getByRole('button', { name: texts.cartOpen(1) }).waitFor();
    const sheet = await openCheckout(page, texts);
    await sheet.getByLabel(texts.diners).selectOption('2');
    const order = await submitToPayment(page, sheet, texts);
    await payOrder(page, order.id, order.totalPrice);

    // The list: the row follows the store's confirmation without a reload.
    await page.goto(`${server.baseUrl}/orders`);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const row = page.locator('.nb-order-row').filter({ hasText: dollars(order.totalPrice) });
    await row.locator('.nb-order-status').filter({ hasText: o.orders.status.scheduled }).waitFor();
    await row.getByText(fill(o.orders.items_one, { count: 1 }), { exact: true }).waitFor();
    await merchant(`/orders/${order.id}/events`, { event: 'confirm' });
    await row.locator('.nb-order-status').filter({ hasText: o.orders.status.preparing }).waitFor();

    // The detail: Preparing with Call waiter, then Completed with neither Call waiter nor Cancel, pushed over
    // the order stream: well before the 10 s poll that stands in only while the stream is down.
    const streams: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'eventsource') streams.push(new URL(request.url()).pathname);
    });
    await row.getByRole('link').first().click();
    await page.waitForURL(/\/order\/info\?orderId=/);
    const status = page.getByTestId('order-status');
    await status.filter({ hasText: o.orders.status.preparing }).waitFor();
    await page.getByRole('button', { name: o.orderInfo.action.callWaiter }).waitFor();
    await shot(page, 'dine-in-preparing', texts);
    await merchant(`/orders/${order.id}/events`, { event: 'ready' });
    await merchant(`/orders/${order.id}/events`, { event: 'complete' });
    await status.filter({ hasText: o.orders.status.completed }).waitFor({ timeout: 5_000 });
    expect(streams).toContain('/apis/v1/user/orders/events');
    await page.getByRole('link', { name: o.orderInfo.action.orderAgain }).waitFor();
    await expect(page.getByRole('button', { name: o.orderInfo.action.callWaiter }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: o.orderInfo.action.cancel }).count()).resolves.toBe(0);
    const sameDocument = await page.evaluate(
      () => (window as unknown as { sameDocument?: boolean }).sameDocument === true,
    );
    expect(sameDocument).toBe(true);
    await shot(page, 'dine-in-completed', texts);

    await page.context().close();
  });

  it('takes Cancel order away from an unpaid order once its time to pay runs out, then shows it cancelled', async () => {
    const businessId = await storeId(POINTS_STORE);
    const [item] = await quickItems(businessId, texts);
    if (!item) throw new Error('no quick item');
    const { page } = await signedInPage(texts, String(phoneBase + 5));
    const order = await placePickupOrder(page, texts, businessId, item);
    await page.goto(`${server.baseUrl}/order/info?orderId=${order.id}`);
    const status = page.getByTestId('order-status');
    await status.filter({ hasText: o.orders.status.unpaid }).waitFor();
    const cancel = page.getByRole('button', { name: o.orderInfo.action.cancel });
    await cancel.waitFor();
    // 20 s to pay: at zero the countdown says so and Cancel order goes; the sweeper's cancellation follows.
    const cancelled = status.filter({ hasText: o.orders.status.cancelled });
    await page.getByText(o.orderInfo.payExpired).or(cancelled).waitFor({ timeout: 30_000 });
    await expect(cancel.count()).resolves.toBe(0);
    await cancelled.waitFor({ timeout: 25_000 });
    await page.getByText(o.orders.reason.paymentTimeout).waitFor();
    // It ended unpaid: "Not paid", not "Not paid yet".
    await page.getByText(o.orderInfo.noPayment.notPaid, { exact: true }).waitFor();
    await expect(cancel.count()).resolves.toBe(0);
    await shot(page, 'unpaid-expired', texts);
    await page.context().close();
  });

  it('reads right: one name per dining type, full-width colons in Chinese, the wider search heading, one date on the claim page', async () => {
    const { app, store, coupons } = texts;
    const context = await phoneContext(browser, texts.locale);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.addInitScript((here) => {
      sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
    }, HERE);

    // Home: the location line reads "Location: …" ("当前位置：…", full-width in Chinese).
    await page.goto(server.baseUrl);
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    const location = page.locator('.nb-location-line');
    await location.filter({ hasText: HERE.address }).waitFor();
    expect(await location.textContent()).toContain(
      `${app.home.deliverTo}${app.common.labelSeparator}${HERE.address}`,
    );
    if (texts.locale === 'zh-CN') expect(app.common.labelSeparator).toBe('：');

    // One name per dining type: the store page's switch says what the store cards and checkout say.
    expect(store.diningType.delivery).toBe(app.stores.diningType.delivery);
    expect(store.diningType.pickup).toBe(app.stores.diningType.pickup);
    const businessId = await storeId(POINTS_STORE);
    await openStore(page, businessId);
    const dining = page.locator('.nb-shop-dining');
    await dining.getByRole('button', { name: texts.delivery, exact: true }).waitFor();
    await dining.getByRole('button', { name: texts.pickup, exact: true }).waitFor();
    await shot(page, 'store-dining-types', texts);

    // A search that finds nothing offers the other stores around, nearest first, under a heading that fits.
    await page.goto(`${server.baseUrl}/search?keywords=qqxqqzz`);
    await page.getByRole('heading', { name: texts.orders.search.widerTitle }).waitFor();
    await page.locator('.nb-search-main').getByRole('link').first().waitFor();
    await shot(page, 'search-wider', texts);

    // The claim page shows the coupon's validity once, in the page's date format.
    const couponId = await datedStoreCoupon();
    await page.goto(`${server.baseUrl}/coupon/get?couponId=${couponId}`);
    await page.getByRole('heading', { level: 1, name: coupons.claim.title }).waitFor();
    await page.locator('.nb-claim').waitFor();
    const claim = await page.locator('.nb-claim').innerText();
    expect(claim).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await shot(page, 'claim', texts);
    expect(errors).toEqual([]);
    await context.close();
  });
});
