import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, type RunningServer, screenshotDir, startServer } from './harness';
import { textsEn, textsZh } from './texts';

/**
 * Order times read on the store's clock everywhere (issue 13, item 15), as the e-mailed receipt gives them:
 * a diner whose phone is set to Shanghai time sees a San Francisco store's order times in San Francisco time,
 * with the zone named; on a phone in the store's zone no zone is added.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ORDER_SIMULATOR: 'false' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Union Square, the demo catalog's centre. */
const HERE = { latitude: 37.788, longitude: -122.4075 };
/** Takes orders at any hour and has a pickup counter (checkout.e2e.ts). */
const STORE = 'Sugar Cloud Tea & Dessert';
const STORE_ZONE = 'America/Los_Angeles';
/** A device clock 15 or 16 hours ahead of the store's. */
const AWAY_ZONE = 'Asia/Shanghai';

const languages = [
  {
    locale: 'en-US' as const,
    orders: textsEn,
    checkout: textsEn.checkout,
    phone: '4155550751',
    add: (name: string) => `Add ${name}`,
    cartOpen: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
    checkoutButton: 'Checkout',
    pickup: 'Pickup',
    placeOrder: 'Place order',
    /** The store zone's name in English: Pacific daylight or standard time. */
    zone: /^(PDT|PST)$/,
    labelled: (time: string, zone: string) => `${time} ${zone}`,
  },
  {
    locale: 'zh-CN' as const,
    orders: textsZh,
    checkout: textsZh.checkout,
    phone: '4155550752',
    add: (name: string) => `添加${name}`,
    cartOpen: (count: number) => `打开购物车，共${count}件`,
    checkoutButton: '去结算',
    pickup: '自取',
    placeOrder: '提交订单',
    zone: /^北美太平洋时间$/,
    labelled: (time: string, zone: string) => `${time}（${zone}）`,
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

async function latestCode(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [latest] = await server.outbox(`+1${phone}`);
    const code = latest?.body.match(/\b(\d{4})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code in the dev outbox');
}

/** A phone-sized page whose clock is set to `timezoneId`, for a diner signed in through the API. */
async function signedInPage(language: Language, timezoneId: string, phone: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language.locale,
    timezoneId,
    reducedMotion: 'reduce',
  });
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
  await page.evaluate(
    async ({ number, verificationCode, here }) => {
      const login = await fetch('/apis/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true }),
      });
      if (!login.ok) throw new Error(`login answered ${login.status}`);
      localStorage.setItem('signedIn', '1');
      sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
    },
    { number: phone, verificationCode: code, here: HERE },
  );
  return page;
}

/**
 * How the page's own Intl writes the moment: on the store's clock, and on the device's (what the screens
 * showed before), in the screens' format.
 */
async function clocks(page: Page, epochMs: number, locale: string) {
  return page.evaluate(
    ({ at, zone, language }) => {
      const options: Intl.DateTimeFormatOptions = {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      };
      return {
        store: new Intl.DateTimeFormat(language, { ...options, timeZone: zone }).format(at),
        device: new Intl.DateTimeFormat(language, options).format(at),
      };
    },
    { at: epochMs, zone: STORE_ZONE, language: locale },
  );
}

async function shot(page: Page, name: string, locale: string, fullPage = false) {
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  await page.screenshot({ path: join(screenshotDir, `order-times-${name}-${locale}.png`), fullPage });
}

describe.each(languages)('order times on the store clock ($locale)', (language) => {
  const { orders, checkout, locale } = language;

  it("shows a San Francisco store's times in its zone, named, to a phone set to Shanghai time", async () => {
    const businessId = await storeId();
    const item = await quickItem(businessId, locale);
    const page = await signedInPage(language, AWAY_ZONE, language.phone);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(AWAY_ZONE);

    // Checkout: the pickup times are the store's, and the chooser says so.
    await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: language.add(item.name), exact: true }).click();
    await page.getByRole('button', { name: language.cartOpen(1) }).waitFor();
    await page.getByRole('button', { name: language.checkoutButton, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: checkout.title, exact: true });
    await sheet.getByTestId('checkout-total').waitFor();
    await sheet.getByRole('button', { name: language.pickup, exact: true }).click();
    await sheet.getByRole('button', { name: new RegExp(`^${checkout.time.pickupLabel}`) }).click();
    const chooser = page.getByRole('dialog', { name: checkout.time.pickupTitle });
    const note = chooser.locator('.nb-time-zone');
    await note.waitFor();
    const [, zone = ''] =
      (await note.innerText()).match(
        new RegExp(checkout.time.zoneNote.replace(/[()（）.]/g, '\\$&').replace('{{zone}}', '(.+)')),
      ) ?? [];
    expect(zone).toMatch(language.zone);
    await expectAccessible(page);
    await shot(page, 'time-chooser', locale);
    await chooser.getByRole('button', { name: checkout.time.asap }).click();
    await chooser.waitFor({ state: 'hidden' });
    const posted = page.waitForResponse(
      (response: Response) =>
        response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
    );
    await sheet.getByRole('button', { name: language.placeOrder }).click();
    const [created] = ((await (await posted).json()) as { orders: { id: string }[] }).orders;
    if (!created) throw new Error('no order created');
    await page.waitForURL(/\/payment\?orderId=/);

    const detail = (await page.evaluate(
      async (id) => (await fetch(`/apis/v1/orders/${id}`)).json(),
      created.id,
    )) as { createdTime: number; business: { timeZone: string } };
    expect(detail.business.timeZone).toBe(STORE_ZONE);
    const { store, device } = await clocks(page, detail.createdTime, locale);
    expect(store).not.toBe(device);
    const expected = language.labelled(store, zone);

    // The order list.
    await page.goto(`${server.baseUrl}/orders`);
    const row = page.locator('.nb-order-row').first();
    await row.locator('time').waitFor();
    expect(await row.locator('time').innerText()).toBe(expected);
    await expectAccessible(page);
    await shot(page, 'list', locale);

    // The detail's "Order placed", and the tracking popup's first stage.
    await page.goto(`${server.baseUrl}/order/info?orderId=${created.id}`);
    const placed = page.locator('.nb-fact').filter({ hasText: orders.orderInfo.placedAt });
    await placed.locator('time').waitFor();
    expect(await placed.locator('time').innerText()).toBe(expected);
    await expectAccessible(page);
    await shot(page, 'detail', locale, true);
    await page.getByRole('button', { name: orders.orderInfo.action.tracking }).click();
    const tracking = page.getByRole('dialog', { name: orders.orderInfo.tracking.title });
    const first = tracking.locator('.nb-tracking-item').filter({
      hasText: orders.orderInfo.tracking.stage.orderPlaced,
    });
    await first.waitFor();
    expect(await first.locator('time').innerText()).toBe(expected);
    await shot(page, 'tracking', locale);
    await page.context().close();
  });

  it("adds no zone on a phone already on the store's clock", async () => {
    const businessId = await storeId();
    const item = await quickItem(businessId, locale);
    const page = await signedInPage(language, STORE_ZONE, String(Number(language.phone) + 10));
    await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: language.add(item.name), exact: true }).click();
    await page.getByRole('button', { name: language.cartOpen(1) }).waitFor();
    await page.getByRole('button', { name: language.checkoutButton, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: checkout.title, exact: true });
    await sheet.getByTestId('checkout-total').waitFor();
    await sheet.getByRole('button', { name: language.pickup, exact: true }).click();
    await sheet.getByRole('button', { name: new RegExp(`^${checkout.time.pickupLabel}`) }).click();
    const chooser = page.getByRole('dialog', { name: checkout.time.pickupTitle });
    await chooser.getByRole('button', { name: checkout.time.asap }).waitFor();
    expect(await chooser.locator('.nb-time-zone').count()).toBe(0);
    await chooser.getByRole('button', { name: checkout.time.asap }).click();
    await chooser.waitFor({ state: 'hidden' });
    const posted = page.waitForResponse(
      (response: Response) =>
        response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
    );
    await sheet.getByRole('button', { name: language.placeOrder }).click();
    const [created] = ((await (await posted).json()) as { orders: { id: string }[] }).orders;
    if (!created) throw new Error('no order created');
    await page.waitForURL(/\/payment\?orderId=/);
    const { createdTime } = (await page.evaluate(
      async (id) => (await fetch(`/apis/v1/orders/${id}`)).json(),
      created.id,
    )) as { createdTime: number };
    const { store, device } = await clocks(page, createdTime, locale);
    expect(store).toBe(device);

    await page.goto(`${server.baseUrl}/orders`);
    const time = page.locator('.nb-order-row').first().locator('time');
    await time.waitFor();
    expect(await time.innerText()).toBe(store);
    await page.context().close();
  });
});
