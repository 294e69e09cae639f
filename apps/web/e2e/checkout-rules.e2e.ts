import { join } from 'node:path';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { dollars } from '@nearbite/domain/money-text';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  itemsForPointsRegion,
  launchBrowser,
  phoneContext,
  type RunningServer,
  screenshotDir,
  seeToast,
  startServer,
} from './harness';
import { textsEn, textsZh } from './texts';

/*
 * Checkout rules a diner sees, which unit tests cover only in part: the delivery minimum (the "$X to
 * deliver" button of a store without a small-order fee, the low-amount warning of a store with one), a
 * custom tip, an item redeemed with points, and the toast when the server refuses the order.
 */

/** Turns on the merchant API, which gives and takes the diners' points here. */
const OPERATOR_TOKEN = 'e2e-operator-token-checkout-rules-1';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ OPERATOR_TOKEN }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Union Square, the demo catalog's centre; the diners' saved address is there too. */
const HERE = { latitude: 37.788, longitude: -122.4075, address: 'Union Square, San Francisco, CA' };

/**
 * Sugar Cloud (demo catalog, seed 1) takes orders at any hour, delivers with the platform fleet ($25
 * minimum with a small-order fee), has a pickup counter with "as soon as possible" and runs a points
 * programme whose items can be redeemed.
 */
const STORE = 'Sugar Cloud Tea & Dessert';
/**
 * Blue Door Tea House (same catalog) is open at any hour and delivers through DoorDash, whose rule has
 * no small-order fee: below its $25 minimum it cannot deliver. Union Square is within its radius.
 */
const NO_FEE_STORE = 'Blue Door Tea House';

/** Fills `{{name}}` placeholders of an app text. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const languages = [
  {
    locale: 'en-US' as const,
    add: (name: string) => `Add ${name}`,
    cartOpen: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
    checkoutButton: 'Checkout',
    delivery: 'Delivery',
    pickup: 'Pickup',
    close: 'Close',
    checkout: textsEn.checkout,
    price: textsEn.price,
    errors: textsEn.errors,
    codeLine: (code: string) => `Code: ${code}`,
  },
  {
    locale: 'zh-CN' as const,
    add: (name: string) => `添加${name}`,
    cartOpen: (count: number) => `打开购物车，共${count}件`,
    checkoutButton: '去结算',
    delivery: '外送',
    pickup: '自取',
    close: '关闭',
    checkout: textsZh.checkout,
    price: textsZh.price,
    errors: textsZh.errors,
    codeLine: (code: string) => `错误码：${code}`,
  },
];
type Texts = (typeof languages)[number];

interface MenuItem {
  id: string;
  name: string;
  price: number;
  hasOptions: boolean;
  soldOut: boolean;
  maxBuyNumber: number | null;
  minBuyNumber: number;
  timedMenuId: string;
  supportsExchange: boolean;
  deliveryNotSupported: boolean;
}

async function api<T>(path: string, language = 'en-US'): Promise<T> {
  const response = await fetch(`${server.baseUrl}/apis/v1${path}`, {
    headers: { 'accept-language': language },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
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

const detailOf = (businessId: string) => api<BusinessDetailDto>(`/businesses/${businessId}/detail?${near}`);

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

/**
 * A signed-in diner at Union Square (signed in through the API in the page, so the cookie lands in the
 * browser), with a default delivery address there when `address` is set. Answers the page and the
 * diner's user id.
 */
async function signedInPage(
  texts: Texts,
  phone: string,
  options: { address?: boolean } = {},
): Promise<{ page: Page; userId: string }> {
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
    async ({ number, verificationCode, here, address }) => {
      const json = { 'content-type': 'application/json' };
      const login = await fetch('/apis/v1/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true }),
      });
      if (!login.ok) throw new Error(`login answered ${login.status}`);
      if (address) {
        const saved = await fetch('/apis/v1/user/addresses', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            userName: 'Ada Lovelace',
            phoneNumber: number,
            fullAddress: here.address,
            location: { coordinates: [here.longitude, here.latitude] },
            deliveryType: 2,
            isDefault: true,
          }),
        });
        if (!saved.ok) throw new Error(`the address answered ${saved.status}`);
      }
      localStorage.setItem('signedIn', '1');
      sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
      return ((await login.json()) as { id: string }).id;
    },
    { number: phone, verificationCode: code, here: HERE, address: options.address ?? false },
  );
  return { page, userId };
}

/** Gives (`businessReward`) or takes (`businessDeduction`) a diner's points through the merchant API. */
async function changePoints(
  businessId: string,
  userId: string,
  changeType: 'businessReward' | 'businessDeduction',
  points: number,
): Promise<number> {
  const response = await fetch(
    `${server.baseUrl}/apis/v1/merchant/businesses/${businessId}/users/${userId}/points`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        changeType,
        points,
        reference: `checkout-rules-${userId}-${changeType}-${points}`,
      }),
    },
  );
  const body = (await response.json()) as { curPoints: number };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.curPoints;
}

async function openStore(page: Page, businessId: string) {
  await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
}

const unitsInCart = new WeakMap<Page, number>();

/** Taps an item's + button `times` times (each tap adds one), waiting for the cart bar to count it. */
async function addItem(page: Page, texts: Texts, item: MenuItem, times = 1) {
  const button = page.getByRole('button', { name: texts.add(item.name), exact: true });
  for (let tap = 0; tap < times; tap += 1) {
    const count = (unitsInCart.get(page) ?? 0) + 1;
    await button.click();
    await page.getByRole('button', { name: texts.cartOpen(count) }).waitFor();
    unitsInCart.set(page, count);
  }
}

async function openCheckout(page: Page, texts: Texts): Promise<Locator> {
  await page.getByRole('button', { name: texts.checkoutButton, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: texts.checkout.title, exact: true });
  await sheet.getByTestId('checkout-total').waitFor();
  return sheet;
}

/** Cents from a shown amount ("$12.50"). */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** The total on the checkout, in cents. */
async function shownTotal(sheet: Locator): Promise<number> {
  return cents(await sheet.getByTestId('checkout-total').innerText());
}

/** A row of the price details by its exact label. */
function priceRow(sheet: Locator, label: string): Locator {
  return sheet
    .locator('.nb-price-row')
    .filter({ has: sheet.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

async function rowAmount(sheet: Locator, label: string): Promise<number> {
  return cents(await priceRow(sheet, label).locator('dd').innerText());
}

/** The submit button, whatever it reads. */
const submitButton = (sheet: Locator) => sheet.locator('.nb-submit-button');

interface SentOrder {
  totalPrice: number;
  tipPrice: number;
  type: string;
  commodities: {
    id: string;
    boughtNumber: number;
    price: number;
    exchangeInfo?: { requiredPoints: number };
  }[];
}

/** Taps Place order and answers the submission and the server's answer. */
async function submit(
  page: Page,
  sheet: Locator,
  texts: Texts,
): Promise<{ sent: SentOrder; response: Response }> {
  const posted = page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
  );
  await submitButton(sheet).filter({ hasText: texts.checkout.submit.button }).click();
  const response = await posted;
  const sent = JSON.parse(response.request().postData() ?? '{}') as { orders: SentOrder[] };
  const [order] = sent.orders;
  if (!order) throw new Error('no order in the submission');
  return { sent: order, response };
}

const shot = (page: Page, name: string, texts: Texts) =>
  page.screenshot({ path: join(screenshotDir, `checkout-rules-${name}-${texts.locale}.png`) });

describe.each(languages)('checkout rules ($locale)', (texts) => {
  const phoneBase = texts.locale === 'en-US' ? 4155550800 : 4155550900;
  const { checkout: c } = texts;

  it('blocks delivery below the minimum without a small-order fee: the button shows what is missing', async () => {
    const businessId = await storeId(NO_FEE_STORE);
    const detail = await detailOf(businessId);
    const minimum = detail.address.area.deliveryConfig?.minCommoditiesPrice;
    if (detail.deliveryCarrier !== 'doordash' || !minimum) throw new Error(`${NO_FEE_STORE} changed`);
    // The dearest deliverable item below the minimum, so that a few more reach it.
    const [item] = (await quickItems(businessId, texts))
      .filter((candidate) => candidate.price < minimum && !candidate.deliveryNotSupported)
      .sort((a, b) => b.price - a.price);
    if (!item) throw new Error('no item below the minimum');
    const { page } = await signedInPage(texts, String(phoneBase + 1), { address: true });
    await openStore(page, businessId);
    await addItem(page, texts, item);
    const sheet = await openCheckout(page, texts);
    await sheet.getByRole('button', { name: texts.delivery, exact: true }).click();
    await sheet.getByText(HERE.address).waitFor();

    const missing = minimum - item.price;
    const toDeliver = submitButton(sheet).filter({
      hasText: fill(c.submit.toDeliver, { amount: dollars(missing) }),
    });
    await toDeliver.waitFor();
    await expect(rowAmount(sheet, texts.price.subtotal)).resolves.toBe(item.price);
    await shot(page, 'shortfall', texts);
    // No small-order fee is offered instead.
    await expect(priceRow(sheet, texts.price.smallOrderFee).count()).resolves.toBe(0);
    await expect(sheet.getByRole('note').count()).resolves.toBe(0);

    // A time, so that the shortfall is the check that stops the order.
    await sheet.getByRole('button', { name: new RegExp(`^${c.time.deliveryLabel}`) }).click();
    const times = page.getByRole('dialog', { name: c.time.deliveryTitle });
    await times.getByRole('list').getByRole('button').first().click();
    await times.waitFor({ state: 'detached' });
    let submitted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(request.url())) submitted = true;
    });
    await toDeliver.click();
    await seeToast(page, fill(c.submit.shortfall, { amount: dollars(missing) }));
    expect(submitted).toBe(false);

    // Enough food: the order can be placed.
    await sheet.getByRole('button', { name: texts.close, exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });
    await addItem(page, texts, item, Math.ceil(missing / item.price));
    await openCheckout(page, texts);
    await submitButton(sheet).filter({ hasText: c.submit.button }).waitFor();
    await page.context().close();
  });

  it('charges the small-order fee below the minimum with a warning, and drops both at the minimum', async () => {
    const businessId = await storeId(STORE);
    const config = (await detailOf(businessId)).address.area.deliveryConfig;
    if (!config?.minCommoditiesPrice || !config.smallOrderExtraPrice)
      throw new Error(`${STORE} has no small-order fee`);
    const item = (await quickItems(businessId, texts)).find(
      (candidate) => candidate.price < config.minCommoditiesPrice && candidate.maxBuyNumber === null,
    );
    if (!item) throw new Error('no item below the minimum');
    const { page } = await signedInPage(texts, String(phoneBase + 2), { address: true });
    await openStore(page, businessId);
    await addItem(page, texts, item);
    const sheet = await openCheckout(page, texts);
    await sheet.getByRole('button', { name: texts.delivery, exact: true }).click();
    await sheet.getByText(HERE.address).waitFor();

    const fee = dollars(config.smallOrderExtraPrice);
    const warning = sheet
      .getByRole('note')
      .filter({ hasText: fill(c.lowAmount, { minimum: dollars(config.minCommoditiesPrice), fee }) });
    await warning.waitFor();
    await expect(rowAmount(sheet, texts.price.smallOrderFee)).resolves.toBe(config.smallOrderExtraPrice);
    // The fee is in the total and the order can still be placed.
    await submitButton(sheet).filter({ hasText: c.submit.button }).waitFor();
    await shot(page, 'small-order-fee', texts);

    const before = await shownTotal(sheet);
    const more = Math.ceil((config.minCommoditiesPrice - item.price) / item.price);
    await sheet.getByRole('button', { name: texts.close, exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });
    await addItem(page, texts, item, more);
    await openCheckout(page, texts);
    await warning.waitFor({ state: 'detached' });
    await expect(priceRow(sheet, texts.price.smallOrderFee).count()).resolves.toBe(0);
    expect(await shownTotal(sheet)).toBeGreaterThan(before);
    await page.context().close();
  });

  it('takes a custom tip: the tip and the total follow the amount typed, and the order carries it', async () => {
    const businessId = await storeId(STORE);
    const item = (await quickItems(businessId, texts)).find((candidate) => candidate.price < 2000);
    if (!item) throw new Error('no quick item under $20');
    const { page } = await signedInPage(texts, String(phoneBase + 3));
    await openStore(page, businessId);
    await addItem(page, texts, item);
    const sheet = await openCheckout(page, texts);
    await sheet.getByRole('button', { name: texts.pickup, exact: true }).click();
    await sheet.getByText(c.time.asap, { exact: true }).waitFor();

    // Below $20 of food the first fixed tip ($2) is chosen at first.
    const tipHeading = sheet.getByRole('heading', { name: new RegExp(`^${c.tip.title}`) });
    await expect(rowAmount(sheet, texts.price.tip)).resolves.toBe(200);
    const withTwo = await shownTotal(sheet);

    await sheet.getByRole('button', { name: c.tip.custom, exact: true }).click();
    const amount = sheet.getByLabel(c.tip.customLabel);
    await amount.fill('3.75');
    await priceRow(sheet, texts.price.tip).filter({ hasText: '$3.75' }).waitFor();
    await tipHeading.filter({ hasText: '$3.75' }).waitFor();
    await expect(shownTotal(sheet)).resolves.toBe(withTwo - 200 + 375);
    await shot(page, 'custom-tip', texts);

    // Not an amount: the last amount stays.
    await amount.fill('abc');
    await expect(rowAmount(sheet, texts.price.tip)).resolves.toBe(375);
    await amount.fill('5');
    await priceRow(sheet, texts.price.tip).filter({ hasText: '$5.00' }).waitFor();
    await expect(shownTotal(sheet)).resolves.toBe(withTwo - 200 + 500);

    const { sent, response } = await submit(page, sheet, texts);
    const body = (await response.json()) as { orders: { id: string; totalPrice: number }[] };
    expect(response.status(), JSON.stringify(body)).toBe(200);
    expect(sent.tipPrice).toBe(500);
    expect(body.orders[0]?.totalPrice).toBe(withTwo + 300);
    await page.waitForURL(/\/payment\?orderId=/);
    await page.context().close();
  });

  /** Opens checkout for a pickup of two units of a redeemable item, with `points` given to the diner. */
  async function redeemingCheckout(phone: string, points: number) {
    const businessId = await storeId(STORE);
    const detail = await detailOf(businessId);
    const item = (await quickItems(businessId, texts)).find(
      (candidate) => candidate.supportsExchange && (candidate.maxBuyNumber ?? 2) >= 2,
    );
    if (!item) throw new Error('no redeemable item');
    const tier = detail.integralRules.find(
      (rule) => item.price > rule.availablePrices.min && item.price <= rule.availablePrices.max,
    );
    if (!tier) throw new Error(`no points tier for ${item.price} cents`);
    const { page, userId } = await signedInPage(texts, phone);
    // The merchant rewards the diner (creating the points card) before the store page loads it.
    await changePoints(businessId, userId, 'businessReward', points);
    await openStore(page, businessId);
    await addItem(page, texts, item, 2);
    const sheet = await openCheckout(page, texts);
    await sheet.getByRole('button', { name: texts.pickup, exact: true }).click();
    await sheet.getByText(c.time.asap, { exact: true }).waitFor();
    const redeem = itemsForPointsRegion(sheet, c.points.title, c.pointsCoupons.title);
    await redeem.getByText(fill(c.points.balance_other, { points })).waitFor();
    await redeem.getByText(fill(c.points.oneFor_other, { points: tier.requiredPoints })).waitFor();

    const before = await shownTotal(sheet);
    await redeem.getByRole('switch').click();
    const confirm = page.getByRole('dialog').filter({
      hasText: fill(c.points.confirm_other, { points: tier.requiredPoints, name: item.name }),
    });
    await confirm.getByRole('button', { name: c.points.redeem, exact: true }).click();
    await redeem.getByRole('switch', { checked: true }).waitFor();
    await priceRow(sheet, texts.price.points)
      .filter({ hasText: fill(texts.price.pointsAmount_other, { count: tier.requiredPoints }) })
      .waitFor();
    return { page, sheet, businessId, userId, item, requiredPoints: tier.requiredPoints, before };
  }

  it('redeems one unit of an item with points: the unit is free and the order spends the points', async () => {
    const { page, sheet, businessId, item, requiredPoints, before } = await redeemingCheckout(
      String(phoneBase + 4),
      300,
    );
    await expect(rowAmount(sheet, texts.price.subtotal)).resolves.toBe(item.price);
    const total = await shownTotal(sheet);
    expect(total).toBeLessThan(before);
    await shot(page, 'points', texts);

    const { sent, response } = await submit(page, sheet, texts);
    const body = (await response.json()) as { orders: { id: string; totalPrice: number }[] };
    expect(response.status(), JSON.stringify(body)).toBe(200);
    expect(body.orders[0]?.totalPrice).toBe(total);
    // One redeemed unit carrying its points, and the paid one.
    expect(sent.commodities).toHaveLength(2);
    expect(sent.commodities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: item.id, boughtNumber: 1, exchangeInfo: { requiredPoints } }),
        expect.not.objectContaining({ exchangeInfo: expect.anything() }),
      ]),
    );
    await page.waitForURL(/\/payment\?orderId=/);
    const left = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/apis/v1/user/points/businesses/${id}`)).json()) as { curPoints: number })
          .curPoints,
      businessId,
    );
    expect(left).toBe(300 - requiredPoints);
    await page.context().close();
  });

  it('shows the coded toast when the server refuses the order, and stays in checkout', async () => {
    const { page, sheet, businessId, userId, requiredPoints } = await redeemingCheckout(
      String(phoneBase + 5),
      300,
    );
    // The merchant takes points while checkout is open: too few are left for the redeemed unit.
    await changePoints(businessId, userId, 'businessDeduction', 300 - requiredPoints + 1);
    const { response } = await submit(page, sheet, texts);
    expect(response.status()).toBe(409);
    await seeToast(page, c.submit.failed, texts.errors.errorA162 ?? 'errorA162', texts.codeLine('A162'));
    await shot(page, 'refused', texts);
    expect(page.url()).toMatch(/\/post\/detail\?businessId=/);
    await submitButton(sheet).filter({ hasText: c.submit.button }).waitFor();
    await expect(submitButton(sheet).isEnabled()).resolves.toBe(true);
    await page.context().close();
  });
});
