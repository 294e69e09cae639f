import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/en';
import { zh } from '../src/shared/i18n/zh';
import {
  expectAccessible,
  launchBrowser,
  phoneContext,
  type RunningServer,
  screenshotDir,
  signInThroughDialog,
  startServer,
  watchConsole,
} from './harness';
import { textsEn, textsZh } from './texts';

const OPERATOR_TOKEN = 'e2e-operator-token-points-1';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ OPERATOR_TOKEN }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const HERE = { latitude: 37.788, longitude: -122.4075, address: 'Union Square, San Francisco, CA' };
/** Takes orders at any hour and runs a points programme (1 point a dollar; coupons for 100 and 150 points). */
const STORE = 'Sugar Cloud Tea & Dessert';
/** A plain item ($8.45) with no maximum: 13 of them earn 109 points. */
const ITEM_ID = '4a29aaba-0008-8000-8000-1e0000000b00';
const UNITS = 13;

const languages = [
  {
    locale: 'en-US' as const,
    texts: textsEn.points,
    auth: en.auth,
    screens: en.screens,
    add: (name: string) => `Add ${name}`,
    cartOpen: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
    checkout: 'Checkout',
    pickup: 'Pickup',
    asap: /As soon as possible|ASAP/,
    placeOrder: 'Place order',
  },
  {
    locale: 'zh-CN' as const,
    texts: textsZh.points,
    auth: zh.auth,
    screens: zh.screens,
    add: (name: string) => `添加${name}`,
    cartOpen: (count: number) => `打开购物车，共${count}件`,
    checkout: '去结算',
    pickup: '自取',
    asap: /尽快/,
    placeOrder: '提交订单',
  },
];
type Language = (typeof languages)[number];

async function apiGet<T>(path: string, language = 'en-US'): Promise<T> {
  const response = await fetch(`${server.baseUrl}/apis/v1${path}`, {
    headers: { 'accept-language': language },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function merchantEvent(orderId: string, event: string): Promise<globalThis.Response> {
  return fetch(`${server.baseUrl}/apis/v1/merchant/orders/${orderId}/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event }),
  });
}

async function storeId(): Promise<string> {
  const page = await apiGet<{ businesses: { id: string; name: string }[] }>(
    `/businesses?latitude=${HERE.latitude}&longitude=${HERE.longitude}&range=40&pageNumber=1&pageCapacity=100`,
  );
  const store = page.businesses.find((business) => business.name === STORE);
  if (!store) throw new Error(`no store ${STORE} in the demo catalog`);
  return store.id;
}

async function shot(page: Page, name: string, locale: string, fullPage = false) {
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  await page.screenshot({ path: join(screenshotDir, `points-${name}-${locale}.png`), fullPage });
}

/** Pays the order with the sandbox processor from the page, as the payment screen would. */
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
}

/**
 * Earns points the way a diner does: a pickup order of 13 crepes placed on the store page, paid, and
 * completed by the merchant (confirm, ready, complete), which credits a point per dollar of food.
 */
async function earnPoints(page: Page, language: Language, businessId: string): Promise<void> {
  const { name: commodityName } = await apiGet<{ name: string }>(`/commodities/${ITEM_ID}`, language.locale);
  // Entering the store signed in creates the card (the redeem call) when the diner has none.
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith(`/user/points/businesses/${businessId}`),
  );
  await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
  expect((await created).status()).toBe(200);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  for (let count = 1; count <= UNITS; count += 1) {
    await page.getByRole('button', { name: language.add(commodityName), exact: true }).click();
    await page.getByRole('button', { name: language.cartOpen(count) }).waitFor();
  }
  await page.getByRole('button', { name: language.checkout, exact: true }).click();
  const sheet = page.getByRole('dialog').filter({ has: page.getByTestId('checkout-total') });
  await sheet.getByTestId('checkout-total').waitFor();
  await sheet.getByRole('button', { name: language.pickup, exact: true }).click();
  await sheet.getByText(language.asap).first().waitFor();
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
  );
  await sheet.getByRole('button', { name: language.placeOrder }).click();
  const body = (await (await posted).json()) as { orders: { id: string; totalPrice: number }[] };
  const [order] = body.orders;
  if (!order) throw new Error(`no order: ${JSON.stringify(body)}`);
  await page.waitForURL(/\/payment\?orderId=/);
  await payOrder(page, order.id, order.totalPrice);
  for (const event of ['confirm', 'ready', 'complete']) {
    const answer = await merchantEvent(order.id, event);
    expect(answer.status, `${event}: ${await answer.text()}`).toBe(200);
  }
}

async function balance(page: Page, businessId: string): Promise<number> {
  return page.evaluate(
    async (id) => (await (await fetch(`/apis/v1/user/points/businesses/${id}`)).json()).curPoints as number,
    businessId,
  );
}

describe.each(languages)('points programme ($locale)', (language) => {
  const { texts, locale } = language;
  const phone = locale === 'en-US' ? '4155550611' : '4155550612';
  let page: Page;
  let businessId: string;
  let errors: string[];

  beforeAll(async () => {
    businessId = await storeId();
    const context = await phoneContext(browser, locale);
    page = await context.newPage();
    errors = watchConsole(page);
    await page.addInitScript((here) => {
      sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
    }, HERE);
  });

  it('asks a signed-out diner to sign in on the cards screen, then lists no cards', async () => {
    await page.goto(`${server.baseUrl}/integral/card`);
    await page.getByText(texts.signInFirst).waitFor();
    await expectAccessible(page);
    await shot(page, 'signed-out', locale);
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await signInThroughDialog(page, server, phone, locale);
    await page.getByText(texts.card.empty).waitFor();
    await shot(page, 'cards-empty', locale);
  });

  it('refuses a curPoint that is not a number (failReward)', async () => {
    await page.goto(`${server.baseUrl}/integral/mine?businessId=${businessId}&curPoint=abc`);
    await page.getByRole('alert').getByText(texts.mine.failReward).waitFor();
    await expectAccessible(page);
    await shot(page, 'fail-reward', locale);
  });

  it('exchanges points earned by an order for a coupon; the statement and the history change', async () => {
    await earnPoints(page, language, businessId);
    const earned = await balance(page, businessId);
    expect(earned).toBeGreaterThanOrEqual(100);
    expect(earned).toBeLessThan(150);

    await page.goto(`${server.baseUrl}/integral/card`);
    await page.locator('.nb-points-card').waitFor();
    await expect(page.locator('.nb-points-card').innerText()).resolves.toContain(String(earned));
    await shot(page, 'cards', locale);
    await page.locator('.nb-points-card').first().click();
    await page.waitForURL(new RegExp(`/integral/mine\\?businessId=${businessId}&curPoint=${earned}$`));

    // The first-time guide, once.
    const guide = page.getByRole('dialog').filter({ hasText: texts.guide.title });
    await guide.waitFor();
    await shot(page, 'guide', locale);
    await guide.getByRole('button', { name: texts.guide.ok }).click();
    await guide.waitFor({ state: 'hidden' });

    const value = page.getByTestId('points-balance');
    await expect(value.innerText()).resolves.toBe(
      texts.pointsValue_other.replace('{{points}}', String(earned)),
    );
    await page.getByRole('progressbar').waitFor();
    const exchangeButtons = page.locator('.nb-points-coupon button');
    await exchangeButtons.nth(1).waitFor();
    await expectAccessible(page);
    await shot(page, 'mine', locale, true);

    // The 150-point coupon: not enough points, a toast and nothing spent.
    const costly = page
      .locator('.nb-points-coupon')
      .filter({ hasText: texts.mine.needs_other.replace('{{points}}', '150') });
    await costly.getByRole('button').click();
    await page.getByText(texts.mine.notEnough).waitFor();
    expect(await balance(page, businessId)).toBe(earned);

    // The 100-point coupon: confirm, exchange, the balance reloads.
    const affordable = page
      .locator('.nb-points-coupon')
      .filter({ hasText: texts.mine.needs_other.replace('{{points}}', '100') });
    await affordable.getByRole('button').click();
    const confirm = page.getByRole('dialog').filter({ hasText: texts.mine.confirmTitle });
    await confirm.waitFor();
    await shot(page, 'confirm', locale);
    await confirm.getByRole('button', { name: texts.mine.exchange, exact: true }).click();
    await page.getByText(texts.mine.success).waitFor();
    const left = earned - 100;
    await page
      .getByTestId('points-balance')
      .getByText(texts.pointsValue_other.replace('{{points}}', String(left)))
      .waitFor();
    expect(await balance(page, businessId)).toBe(left);
    await shot(page, 'exchanged', locale);

    // The guide's seen flag is kept: no guide after a reload.
    await page.reload();
    await page.getByTestId('points-balance').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').filter({ hasText: texts.guide.title }).count()).toBe(0);

    // The statement: the exchange and the completed order, by tab.
    await page.getByRole('link', { name: texts.mine.statement }).click();
    await page.waitForURL(/\/integral\/details\?businessId=/);
    const list = page.getByRole('list', { name: texts.details.listLabel });
    await list.getByText(texts.details.type.consumedForCoupon).waitFor();
    await list.getByText(texts.details.type.completedOrder).waitFor();
    await expect(list.getByText('-100').count()).resolves.toBe(1);
    await expectAccessible(page);
    await shot(page, 'statement', locale);
    await page.getByRole('tab', { name: texts.details.tabs.positive }).click();
    await page
      .getByRole('list', { name: texts.details.listLabel })
      .getByText(texts.details.type.completedOrder)
      .waitFor();
    expect(await page.getByText(texts.details.type.consumedForCoupon).count()).toBe(0);
    await page.getByRole('tab', { name: texts.details.tabs.negative }).click();
    await page
      .getByRole('list', { name: texts.details.listLabel })
      .getByText(texts.details.type.consumedForCoupon)
      .waitFor();
    expect(await page.getByText(texts.details.type.completedOrder).count()).toBe(0);
    await shot(page, 'statement-spent', locale);

    // The redemption history: one coupon record, and its detail.
    await page.goto(`${server.baseUrl}/integral/covers?businessId=${businessId}`);
    const records = page.getByRole('list', { name: texts.covers.listLabel });
    await records.getByText(texts.covers.spent_other.replace('{{points}}', '100')).waitFor();
    expect(await records.getByRole('link').count()).toBe(1);
    await expectAccessible(page);
    await shot(page, 'history', locale);
    await records.getByRole('link').click();
    await page.waitForURL(/\/integral\/coverInfo\?/);
    await page.getByRole('heading', { name: texts.coverInfo.title }).waitFor();
    await expectAccessible(page);
    await shot(page, 'cover-info', locale);
    // Opened directly (nothing cached), the detail loads its record by id.
    await page.reload();
    await page.getByRole('heading', { name: texts.coverInfo.title }).waitFor();

    await page.goto(`${server.baseUrl}/integral/describe?businessId=${businessId}`);
    await page.getByRole('heading', { name: texts.describe.exchangeRules }).waitFor();
    await expectAccessible(page);
    await shot(page, 'describe', locale, true);
    expect(errors).toEqual([]);

    // An unknown record is not found (the browser logs the 404, so this comes after the console check).
    await page.goto(
      `${server.baseUrl}/integral/coverInfo?businessId=${businessId}&exchangeId=00000000-0000-4000-8000-000000000000`,
    );
    await page.getByText(texts.coverInfo.notFound).waitFor();
  });
});
