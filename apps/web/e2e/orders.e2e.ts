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
  watchConsole,
} from './harness';
import { textsEn, textsZh } from './texts';

const OPERATOR_TOKEN = 'e2e-operator-token-123456';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      OPERATOR_TOKEN,
      ORDER_SIMULATOR: 'true',
      ORDER_SIMULATOR_STEP_MS: '800',
      PAYMENT_SWEEP_INTERVAL_MS: '300',
      PAYMENT_WINDOW_MS: '20000',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Union Square, the demo catalog's centre, and a street nearby to deliver to. */
const HERE = { latitude: 37.788, longitude: -122.4075, address: 'Union Square, San Francisco, CA' };
const DESTINATION = {
  latitude: 37.7905,
  longitude: -122.4058,
  address: '500 Grant Ave, San Francisco, CA 94108',
};

/** Takes orders at any hour, delivers with the platform's fleet, has a pickup counter (checkout.e2e.ts). */
const STORE = 'Sugar Cloud Tea & Dessert';
/** Its drink with limited stock (and options: the item dialog adds it). */
const STOCKED_ITEM_ID = '4a29aaba-0008-8000-8000-1e0000000300';

const languages = [
  {
    locale: 'en-US' as const,
    texts: textsEn,
    add: (name: string) => `Add ${name}`,
    choose: (name: string) => `Choose options for ${name}`,
    addToCart: /^Add to cart/,
    cartOpen: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
    checkout: 'Checkout',
    delivery: 'Delivery',
    pickup: 'Pickup',
    placeOrder: 'Place order',
    signIn: 'Sign in',
    signInDialog: 'Sign in',
    ordersTab: 'Orders',
    codeLabel: 'Code: O1',
  },
  {
    locale: 'zh-CN' as const,
    texts: textsZh,
    add: (name: string) => `添加${name}`,
    choose: (name: string) => `为${name}选规格`,
    addToCart: /^加入购物车/,
    cartOpen: (count: number) => `打开购物车，共${count}件`,
    checkout: '去结算',
    delivery: '外送',
    pickup: '自取',
    placeOrder: '提交订单',
    signIn: '登录',
    signInDialog: '登录',
    ordersTab: '订单',
    codeLabel: '错误码：O1',
  },
];
type Language = (typeof languages)[number];

interface MenuItem {
  id: string;
  name: string;
  price: number;
  hasOptions: boolean;
  soldOut: boolean;
  timedMenuId: string;
  minBuyNumber: number;
  stockNumber: number | null;
}

/** An item with options: its name and the first value of its required choice, in the page's language. */
interface StockedItem {
  name: string;
  requiredValue: string;
}

interface OrderLine {
  id: string;
  name: string;
  boughtNumber: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

async function apiGet<T>(path: string, language = 'en-US'): Promise<T> {
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

async function storeId(): Promise<string> {
  const page = await apiGet<{ businesses: { id: string; name: string }[] }>(
    `/businesses?latitude=${HERE.latitude}&longitude=${HERE.longitude}&range=40&pageNumber=1&pageCapacity=100`,
  );
  const store = page.businesses.find((business) => business.name === STORE);
  if (!store) throw new Error(`no store ${STORE} in the demo catalog`);
  return store.id;
}

async function quickItems(businessId: string, locale: string): Promise<MenuItem[]> {
  const menu = await apiGet<{ commodityCategories: { commodities: MenuItem[] }[] }>(
    `/businesses/${businessId}/timedMenuDetail`,
    locale,
  );
  return menu.commodityCategories
    .flatMap((category) => category.commodities)
    .filter(
      (item) => !item.hasOptions && !item.soldOut && item.timedMenuId === 'allDay' && item.minBuyNumber === 1,
    );
}

async function stockOf(commodityId: string): Promise<number | null> {
  return (await apiGet<{ stockNumber: number | null }>(`/commodities/${commodityId}`)).stockNumber;
}

/** Messages of the dev outbox for a recipient, newest first. */
async function waitForMessage(recipient: string, match: RegExp, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const messages = await server.outbox(recipient);
    const found = messages
      .slice(0, Math.max(0, messages.length - after))
      .find((message) => match.test(message.body));
    if (found) return found.body;
    await sleep(100);
  }
  throw new Error(`no message matching ${match} for ${recipient}`);
}

/** A signed-in diner at Union Square with a default delivery address; signs in through the API in the page. */
async function signedInPage(language: Language, phone: string): Promise<Page> {
  const context = await phoneContext(browser, language.locale);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/fail`);
  await page.evaluate(async (number) => {
    await fetch('/apis/v1/phoneVerification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ internationalCode: '1', phoneNumber: number }),
    });
  }, phone);
  const sms = await waitForMessage(`+1${phone}`, /\b\d{4}\b/);
  const code = sms.match(/\b(\d{4})\b/)?.[1] ?? '';
  await page.evaluate(
    async ({ number, verificationCode, here, destination }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`/apis/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return response.json();
      };
      await post('/login', { fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true });
      await post('/user/addresses', {
        userName: 'Ada Lovelace',
        phoneNumber: number,
        fullAddress: destination.address,
        location: { coordinates: [destination.longitude, destination.latitude] },
        deliveryType: 1,
        isDefault: true,
      });
      localStorage.setItem('signedIn', '1');
      sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
    },
    { number: phone, verificationCode: code, here: HERE, destination: DESTINATION },
  );
  return page;
}

/**
 * Orders through the store page and checkout: plain items by their + buttons, the stocked drink through its
 * dialog; answers the order id and total once checkout has moved on to /payment.
 */
async function placeOrder(
  page: Page,
  language: Language,
  businessId: string,
  type: 'delivery' | 'pickup',
  items: { plain: MenuItem[]; stocked?: StockedItem },
): Promise<{ orderId: string; totalPrice: number }> {
  await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  let count = 0;
  for (const item of items.plain) {
    count += 1;
    await page.getByRole('button', { name: language.add(item.name), exact: true }).click();
    await page.getByRole('button', { name: language.cartOpen(count) }).waitFor();
  }
  if (items.stocked) {
    await page.getByRole('button', { name: language.choose(items.stocked.name) }).click();
    const dialog = page.getByRole('dialog', { name: items.stocked.name });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: items.stocked.requiredValue, exact: true }).click();
    await dialog.getByRole('button', { name: language.addToCart }).click();
    await dialog.waitFor({ state: 'hidden' });
    count += 1;
    await page.getByRole('button', { name: language.cartOpen(count) }).waitFor();
  }
  await page.getByRole('button', { name: language.checkout, exact: true }).click();
  const sheet = page.getByRole('dialog').filter({ has: page.getByTestId('checkout-total') });
  await sheet.getByTestId('checkout-total').waitFor();
  await sheet
    .getByRole('button', { name: type === 'delivery' ? language.delivery : language.pickup, exact: true })
    .click();
  await sheet
    .getByText(DESTINATION.address)
    .or(sheet.getByText(language.texts.orderInfo.asap))
    .first()
    .waitFor();
  const posted = page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
  );
  await sheet.getByRole('button', { name: language.placeOrder }).click();
  const response = await posted;
  const body = (await response.json()) as { orders: { id: string; totalPrice: number }[] };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  const [created] = body.orders;
  if (!created) throw new Error('no order created');
  await page.waitForURL(/\/payment\?orderId=/);
  return { orderId: created.id, totalPrice: created.totalPrice };
}

/**
 * Pays the order with the sandbox processor from the page, as the payment screen would: a payment method
 * from the processor's create call (form-encoded, publishable key as bearer), a saved card, then the payment.
 */
async function payOrder(page: Page, orderId: string, amount: number): Promise<void> {
  const outcome = await page.evaluate(
    async ({ id, amountUSD }) => {
      const json = { 'content-type': 'application/json' };
      const config = await (await fetch('/apis/v1/configs/cardProcessor')).json();
      const saved = await (await fetch('/apis/v1/user/creditCards')).json();
      let cardId: string | undefined = saved.cards?.[0]?.id;
      if (!cardId) {
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
        cardId = (await card.json()).id;
      }
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

async function orderDetail(
  page: Page,
  orderId: string,
): Promise<{ commodities: OrderLine[]; totalPrice: number }> {
  return page.evaluate(async (id) => (await fetch(`/apis/v1/orders/${id}`)).json(), orderId);
}

interface RiderMarker {
  latitude: number;
  longitude: number;
  /** Where Leaflet put the marker element (its translate3d). */
  transform: string;
  /** Whether the whole marker lies inside the map. */
  inView: boolean;
}

/** The rider marker on the order map as the page shows it, or null while there is none. */
async function riderMarker(page: Page): Promise<RiderMarker | null> {
  return page.evaluate(() => {
    const bubble = document.querySelector<HTMLElement>('.nb-order-marker-rider .nb-order-marker-bubble');
    const map = document.querySelector('.leaflet-container');
    if (!bubble || !map) return null;
    const marker = bubble.getBoundingClientRect();
    const area = map.getBoundingClientRect();
    return {
      latitude: Number(bubble.dataset.latitude),
      longitude: Number(bubble.dataset.longitude),
      transform: bubble.parentElement?.style.transform ?? '',
      inView:
        marker.left >= area.left &&
        marker.right <= area.right &&
        marker.top >= area.top &&
        marker.bottom <= area.bottom,
    };
  });
}

/**
 * Every place the demo simulator puts its rider (jobs/order-simulator.ts): 0.004° north-west of the store
 * when assigned, at the store, then RIDER_PATH_STEPS (8) straight-line steps to the door.
 */
function simulatedRiderPlaces(
  store: { latitude: number; longitude: number },
  door: { latitude: number; longitude: number },
) {
  const along = (fraction: number) => ({
    latitude: store.latitude + (door.latitude - store.latitude) * fraction,
    longitude: store.longitude + (door.longitude - store.longitude) * fraction,
  });
  return [
    { latitude: store.latitude + 0.004, longitude: store.longitude - 0.004 },
    ...Array.from({ length: 9 }, (_, step) => along(step / 8)),
  ];
}

async function shot(page: Page, name: string, locale: string, fullPage = false) {
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  await page.screenshot({ path: join(screenshotDir, `orders-${name}-${locale}.png`), fullPage });
}

describe.each(languages)('orders ($locale)', (language) => {
  const { texts, locale } = language;
  const phone = locale === 'en-US' ? '4155550811' : '4155550911';
  let page: Page;
  let businessId: string;
  let plain: MenuItem[];
  let deliveredId = '';
  let deliveredTotal = 0;

  beforeAll(async () => {
    businessId = await storeId();
    plain = (await quickItems(businessId, locale)).slice(0, 2);
    if (plain.length < 2) throw new Error('not enough quick items');
  });

  it('asks a signed-out visitor to sign in, and shows a signed-in diner an empty list with a way to order', async () => {
    const context = await phoneContext(browser, locale);
    const visitor = await context.newPage();
    const errors = watchConsole(visitor);
    await visitor.goto(`${server.baseUrl}/orders`);
    await visitor.locator('.nb-splash').waitFor({ state: 'detached' });
    await visitor.getByText(texts.orders.signedOutTitle).waitFor();
    await expectAccessible(visitor);
    await shot(visitor, 'signed-out', locale);
    await visitor.getByRole('button', { name: texts.orders.signIn, exact: true }).click();
    await visitor.getByRole('dialog', { name: language.signInDialog }).waitFor();
    await shot(visitor, 'sign-in', locale);

    // The detail without an order id: the O1 message.
    await visitor.goto(`${server.baseUrl}/order/info`);
    await visitor.getByText(language.codeLabel).waitFor();
    await visitor.locator('.nb-splash').waitFor({ state: 'detached' });
    await shot(visitor, 'missing-id', locale);
    expect(errors).toEqual([]);
    await context.close();

    page = await signedInPage(language, phone);
    await page.goto(`${server.baseUrl}/orders`);
    await page.getByText(texts.orders.emptyTitle).waitFor();
    await expectAccessible(page);
    await shot(page, 'empty', locale);
    await page.getByRole('link', { name: texts.orders.placeOrder }).click();
    await page.waitForURL(`${server.baseUrl}/`);
  });

  it('follows a paid delivery order through every state to Completed, with the rider on the map', async () => {
    const placed = await placeOrder(page, language, businessId, 'delivery', { plain });
    deliveredId = placed.orderId;
    deliveredTotal = placed.totalPrice;
    await payOrder(page, placed.orderId, placed.totalPrice);

    // The page's clock jumps ahead 10 s at a time, so each 10-second poll comes at once.
    await page.clock.install();
    await page.goto(`${server.baseUrl}/order/info?orderId=${placed.orderId}`);
    const status = page.getByTestId('order-status');
    await status.waitFor();
    await page.locator('.leaflet-container').waitFor();
    await page.locator('.nb-order-marker-store').waitFor();
    await page.locator('.nb-order-marker-destination').waitFor();
    const seen: string[] = [];
    let riderSeen = false;
    // Where the rider marker stood each time the polled order moved it.
    const riderSteps: RiderMarker[] = [];
    const labels = texts.orders.status;
    for (let round = 0; round < 150; round += 1) {
      const label = await status.innerText();
      if (seen.at(-1) !== label) seen.push(label);
      const rider = await riderMarker(page);
      const last = riderSteps.at(-1);
      if (rider && (rider.latitude !== last?.latitude || rider.longitude !== last.longitude)) {
        riderSteps.push(rider);
      }
      if (
        label === labels.delivering &&
        !riderSeen &&
        (await page.locator('.nb-order-marker-rider').count()) > 0
      ) {
        riderSeen = true;
        await expectAccessible(page);
        await shot(page, 'delivering-map', locale);
      }
      if (label === labels.completed) break;
      await page.clock.fastForward(10_000);
      await sleep(250);
    }
    expect(seen.at(-1)).toBe(labels.completed);
    expect(riderSeen).toBe(true);
    // The rider marker followed the rider: it stood in at least two of the places the rider went through,
    // Leaflet moved its element between them, and it was always inside the map.
    const { business, deliveryInfo } = await page.evaluate(
      async (id) => (await fetch(`/apis/v1/orders/${id}`)).json(),
      placed.orderId,
    );
    const [storeLongitude, storeLatitude] = business.coordinates as [number, number];
    const [doorLongitude, doorLatitude] = deliveryInfo.address.location.coordinates as [number, number];
    const places = simulatedRiderPlaces(
      { latitude: storeLatitude, longitude: storeLongitude },
      { latitude: doorLatitude, longitude: doorLongitude },
    );
    expect(riderSteps.length, JSON.stringify(riderSteps)).toBeGreaterThanOrEqual(2);
    for (const step of riderSteps) {
      const known = places.some(
        (place) =>
          Math.abs(place.latitude - step.latitude) < 1e-9 &&
          Math.abs(place.longitude - step.longitude) < 1e-9,
      );
      expect(known, JSON.stringify({ step, places })).toBe(true);
      expect(step.inView, JSON.stringify(step)).toBe(true);
    }
    expect(riderSteps[1]?.transform).not.toBe(riderSteps[0]?.transform);
    // Every label of a platform delivery, in the order of its life (a poll may fall between two of them).
    const life = [
      labels.scheduled,
      labels.orderConfirmed,
      labels.driverFound,
      labels.driverAtStore,
      labels.delivering,
      labels.completed,
    ];
    const positions = seen.map((label) => life.indexOf(label));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen).toContain(labels.delivering);

    // Completed: no map, the detail as a page with its tracking.
    await page.locator('.leaflet-container').waitFor({ state: 'detached' });
    expect(await page.getByTestId('order-total').innerText()).toContain(dollars(placed.totalPrice));
    await expectAccessible(page);
    await shot(page, 'detail-completed', locale, true);
    await page.getByRole('button', { name: texts.orderInfo.action.tracking }).click();
    const tracking = page.getByRole('dialog', { name: texts.orderInfo.tracking.title });
    // The order went through every stage of a delivery, each with its time.
    const stages = texts.orderInfo.tracking.stage;
    for (const stage of [
      stages.orderPlaced,
      stages.paymentReceived,
      stages.orderConfirmed,
      stages.driverFound,
      stages.foodReady,
      stages.driverAtStore,
      stages.delivering,
      stages.completed,
    ]) {
      await tracking.getByText(stage, { exact: true }).waitFor();
    }
    await expectAccessible(page);
    await shot(page, 'tracking', locale);
    await tracking.getByRole('button', { name: texts.orders.close }).click();
    await tracking.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: texts.orderInfo.action.service }).click();
    const service = page.getByRole('dialog', { name: texts.orderInfo.service.title });
    await service.waitFor();
    await expectAccessible(page);
    await shot(page, 'service', locale);
    await service.getByRole('button', { name: texts.orders.close }).click();
  });

  it('lets an unpaid order run out of time: it leaves the Current tab, shows as Cancelled, and its stock comes back', async () => {
    const item = await apiGet<{
      name: string;
      specifications: { required: boolean; values: { name: string }[] }[];
    }>(`/commodities/${STOCKED_ITEM_ID}`, locale);
    const requiredValue = item.specifications.find((spec) => spec.required)?.values[0]?.name ?? '';
    const before = await stockOf(STOCKED_ITEM_ID);
    const fresh = await signedInPage(language, String(Number(phone) + 1));
    const placed = await placeOrder(fresh, language, businessId, 'pickup', {
      plain: [],
      stocked: { name: item.name, requiredValue },
    });
    expect(await stockOf(STOCKED_ITEM_ID)).toBe((before ?? 0) - 1);

    await fresh.goto(`${server.baseUrl}/orders`);
    const row = fresh.locator('.nb-order-row').filter({ hasText: texts.orders.status.unpaid });
    await row.waitFor();
    await row.getByText(new RegExp(texts.orders.payWithin.replace('{{time}}', '\\d+:\\d\\d'))).waitFor();
    await row.getByRole('link', { name: texts.orders.action.pay }).waitFor();
    await expectAccessible(fresh);
    await shot(fresh, 'list-unpaid', locale);
    // 20 s to pay: the countdown reaches zero, the list reloads and the order is gone from Current.
    await row.waitFor({ state: 'detached', timeout: 40_000 });
    await expect.poll(() => stockOf(STOCKED_ITEM_ID), { timeout: 15_000 }).toBe(before);
    await fresh.getByRole('tab', { name: texts.orders.tab.history }).click();
    const cancelled = fresh.locator('.nb-order-row').filter({ hasText: texts.orders.status.cancelled });
    await cancelled.first().waitFor();
    await cancelled.first().getByRole('link', { name: texts.orders.action.orderAgain }).waitFor();

    await fresh.goto(`${server.baseUrl}/order/info?orderId=${placed.orderId}`);
    await fresh.getByTestId('order-status').getByText(texts.orders.status.cancelled).waitFor();
    await fresh.context().close();
  });

  it('cancels an unpaid order with the second reason', async () => {
    const placed = await placeOrder(page, language, businessId, 'pickup', { plain: plain.slice(0, 1) });
    await page.goto(`${server.baseUrl}/order/info?orderId=${placed.orderId}`);
    const status = page.getByTestId('order-status');
    await status.getByText(texts.orders.status.unpaid).waitFor();
    await page.getByText(new RegExp(texts.orderInfo.payWithin.replace('{{time}}', '\\d+:\\d\\d'))).waitFor();
    await expectAccessible(page);
    await shot(page, 'detail-unpaid', locale, true);
    await page.getByRole('button', { name: texts.orderInfo.action.cancel }).click();
    const sheet = page.getByRole('dialog', { name: texts.orders.cancel.title });
    await sheet.getByRole('radio', { name: texts.orders.reason.noLongerWanted }).isChecked();
    expect(await sheet.getByRole('radio', { name: texts.orders.reason.noLongerWanted }).isChecked()).toBe(
      true,
    );
    await sheet.getByRole('radio', { name: texts.orders.reason.merchantDidNotReceiveInTime }).check();
    await expectAccessible(page);
    await shot(page, 'cancel-reasons', locale);
    await sheet.getByRole('button', { name: texts.orders.cancel.confirm }).click();
    await status.getByText(texts.orders.status.cancelled).waitFor();
    await page.getByText(texts.orders.reason.merchantDidNotReceiveInTime).waitFor();
    await page.getByRole('link', { name: texts.orderInfo.action.orderAgain }).waitFor();
  });

  it('shows a merchant refund of two items on the list and on the refund screen', async () => {
    const detail = await orderDetail(page, deliveredId);
    const lines = detail.commodities.slice(0, 2);
    expect(lines).toHaveLength(2);
    const refund = await merchant<{ refundedPrice: number }>(`/orders/${deliveredId}/refunds`, {
      refundType: 'commodities',
      commodities: lines.map((line) => ({ id: line.id, refundedNumber: 1 })),
      reason: 'Out of stock',
    });
    expect(refund.refundedPrice).toBeGreaterThan(0);

    await page.goto(`${server.baseUrl}/orders`);
    await page.getByRole('tab', { name: texts.orders.tab.history }).click();
    const row = page
      .locator('.nb-order-row')
      .filter({ hasText: dollars(deliveredTotal) })
      .filter({
        has: page.getByRole('link', { name: texts.orders.action.viewRefund }),
      });
    await row.first().waitFor();
    await expectAccessible(page);
    await shot(page, 'list-history', locale);
    await row.first().getByRole('link', { name: texts.orders.action.viewRefund }).click();
    await page.waitForURL(/\/order\/refund\?orderId=/);
    await page.getByTestId('refund-amount').getByText(dollars(refund.refundedPrice)).waitFor();
    for (const line of lines) {
      await page.locator('.nb-refund-good').filter({ hasText: line.name }).waitFor();
    }
    expect(await page.locator('.nb-refund-good').count()).toBe(2);
    await page.getByText(texts.refund.days.replace('{{min}}', '5').replace('{{max}}', '10')).waitFor();
    await expectAccessible(page);
    await shot(page, 'refund', locale, true);
    await page.getByRole('button', { name: texts.refund.tracking }).click();
    await page
      .getByRole('dialog', { name: texts.refund.tracking })
      .getByText(texts.orderInfo.tracking.refundIssued)
      .waitFor();
    await shot(page, 'refund-tracking', locale);
  });

  it('e-mails the receipt through the dialog, and anyone with its link sees it signed out', async () => {
    const email = `ada.${locale.toLowerCase()}@example.com`;
    await page.goto(`${server.baseUrl}/order/info?orderId=${deliveredId}`);
    await page.getByRole('button', { name: texts.orderInfo.action.emailReceipt }).click();
    const dialog = page.getByRole('dialog', { name: texts.receipt.email.title });
    await dialog.getByLabel(texts.receipt.email.name).fill('Ada Lovelace');
    // Not an address: Q1, and no code is sent.
    await dialog.getByLabel(texts.receipt.email.email, { exact: true }).fill('ada@');
    await dialog.getByRole('button', { name: texts.receipt.email.sendCode }).click();
    await page.getByText(/Q1/).waitFor();
    await dialog.getByLabel(texts.receipt.email.email, { exact: true }).fill(email);
    await dialog.getByRole('button', { name: texts.receipt.email.sendCode }).click();
    await dialog
      .getByRole('button', { name: new RegExp(texts.receipt.email.resendIn.replace('{{seconds}}', '\\d+')) })
      .waitFor();
    const codeMail = await waitForMessage(email, /\b\d{6}\b/);
    const code = codeMail.match(/\b(\d{6})\b/)?.[1] ?? '';
    const submit = dialog.getByRole('button', { name: texts.receipt.email.submit });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel(texts.receipt.email.code).fill(code);
    await expectAccessible(page);
    await shot(page, 'email-dialog', locale);
    await submit.click();
    await page.getByText(texts.receipt.email.sent.replace('{{email}}', email)).waitFor();
    const receiptMail = await waitForMessage(email, /order\/receipt\?code=/);
    const link = receiptMail.match(/\/order\/receipt\?code=([^\s"&<]+)/)?.[1];
    expect(link).toBeTruthy();

    const context = await phoneContext(browser, locale);
    const visitor = await context.newPage();
    await visitor.goto(`${server.baseUrl}/order/receipt?code=${link}`);
    await visitor.getByTestId('order-total').getByText(dollars(deliveredTotal)).waitFor();
    await visitor.getByRole('heading', { level: 2 }).first().waitFor();
    await expectAccessible(visitor);
    await shot(visitor, 'receipt', locale, true);
    await visitor.goto(`${server.baseUrl}/order/receipt?code=not-a-real-code`);
    await visitor.getByText(texts.receipt.invalidTitle).waitFor();
    await shot(visitor, 'receipt-invalid', locale);
    await context.close();
    await page.context().close();
  });
});
