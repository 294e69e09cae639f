import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/en';
import { zh } from '../src/shared/i18n/zh';
import {
  catalogStoreId,
  dinerContext,
  expectAccessible,
  grantPoints,
  launchBrowser,
  type RunningServer,
  screenshotDir,
  signInByApi,
  startServer,
  watchConsole,
} from './harness';
import { textsEn, textsZh } from './texts';

/**
 * The cart's coupons for points (issue 13, item 7; specification 001 sections 2 and 4): the store's
 * coupons show in the cart, 2 until More; exchanging asks a signed-out diner to sign in and a signed-in
 * one to confirm; refusals show translated; an exchanged coupon is in the wallet and usable at once.
 */

const OPERATOR_TOKEN = 'e2e-operator-token-cart-coupons';
/** Runs a points programme selling three coupons: 10% off for 100, $3 off for 150, free delivery for 200. */
const STORE = 'Sugar Cloud Tea & Dessert';
/** A plain $8.45 item, so the coupons' minimum spends are not all met. */
const ITEM_ID = '4a29aaba-0008-8000-8000-1e0000000b00';
const POINTS = 120;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ OPERATOR_TOKEN }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const languages = [
  {
    locale: 'en-US' as const,
    phone: '4155550771',
    auth: en.auth,
    store: textsEn,
    checkout: textsEn.checkout,
    points: textsEn.points,
    errors: textsEn.errors,
    close: en.common.close,
  },
  {
    locale: 'zh-CN' as const,
    phone: '4155550772',
    auth: zh.auth,
    store: textsZh,
    checkout: textsZh.checkout,
    points: textsZh.points,
    errors: textsZh.errors,
    close: zh.common.close,
  },
];

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

async function shot(page: Page, name: string, locale: string) {
  await page.screenshot({ path: join(screenshotDir, `cart-coupons-${name}-${locale}.png`) });
}

describe.each(languages)('coupons for points in the cart ($locale)', (language) => {
  const { locale, store, checkout, points } = language;

  it('lists 2 until More, signs the diner in, refuses what falls short, and exchanges after a confirmation', async () => {
    const businessId = await catalogStoreId(server, STORE);
    const item = (await (
      await fetch(`${server.baseUrl}/apis/v1/commodities/${ITEM_ID}`, {
        headers: { 'accept-language': locale },
      })
    ).json()) as { name: string };
    const context = await dinerContext(browser, locale);
    const page = await context.newPage();
    const errors = watchConsole(page);

    const openCheckout = async () => {
      await page.getByRole('button', { name: store.cart.checkout, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: checkout.title });
      await sheet.getByTestId('checkout-total').waitFor();
      return sheet;
    };

    // Signed out: the store's coupons show in the cart's checkout, 2 of 3 until More.
    await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: fill(store.store.add, { name: item.name }), exact: true }).click();
    await page.getByRole('button', { name: fill(store.cart.open_one, { count: 1 }) }).waitFor();
    let sheet = await openCheckout();
    const section = sheet.getByRole('region', { name: checkout.pointsCoupons.title });
    await section.waitFor();
    const rows = section.locator('.nb-points-coupon');
    await expect.poll(() => rows.count()).toBe(2);
    const more = section.getByRole('button', { name: fill(points.list.more, { count: 1 }) });
    // Above the sticky submit bar, so the screenshot shows it.
    await more.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await expectAccessible(page);
    await shot(page, 'two', locale);
    await more.click();
    await expect.poll(() => rows.count()).toBe(3);
    await section.getByRole('button', { name: points.list.less }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'more', locale);

    // Exchanging asks a signed-out diner to sign in.
    await rows.nth(0).getByRole('button').click();
    const login = page.getByRole('dialog', { name: language.auth.dialogTitle });
    await login.waitFor();
    await shot(page, 'sign-in', locale);
    await login.getByRole('button', { name: language.close, exact: true }).click();
    await login.waitFor({ state: 'hidden' });

    // Signed in with 120 points (the cart is kept across the reload).
    const userId = await signInByApi(page, server, language.phone);
    await grantPoints(server, OPERATOR_TOKEN, { businessId, userId }, POINTS);
    await page.reload();
    await page.getByRole('button', { name: fill(store.cart.open_one, { count: 1 }) }).waitFor();
    sheet = await openCheckout();
    const balance = (value: number) => fill(checkout.points.balance_other, { points: value });
    await section.getByText(balance(POINTS)).waitFor();

    const rowNeeding = (required: number) =>
      section
        .locator('.nb-points-coupon')
        .filter({ hasText: fill(points.mine.needs_other, { points: required }) });
    // 150 points: not enough, a notice and nothing spent.
    await rowNeeding(150).getByRole('button').click();
    await page.getByText(points.mine.notEnough, { exact: true }).waitFor();
    await page.getByText(points.mine.notEnough, { exact: true }).waitFor({ state: 'hidden' });

    // 100 points, sold out meanwhile (the server's A142, as another diner took the last copy): its message.
    await page.route('**/couponAcquisitionRules/*/userCoupon', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ errType: 1, innerErrorType: 142, message: 'No coupons are left to claim.' }),
      }),
    );
    // The confirmation asks about the 100 points (the checkout sheet around it names points too).
    const question = fill(points.mine.confirm_other.split('{{coupon}}')[0] ?? '', { points: 100 });
    const confirm = page.getByRole('dialog').filter({ hasText: question });
    await rowNeeding(100).getByRole('button').click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: points.mine.exchange, exact: true }).click();
    await page.getByText(language.errors.errorA142 ?? '').waitFor();
    await shot(page, 'sold-out', locale);
    await page.unroute('**/couponAcquisitionRules/*/userCoupon');
    await page.getByText(language.errors.errorA142 ?? '').waitFor({ state: 'hidden' });

    // 100 points for real: a confirmation, then the balance drops and the coupon can be chosen.
    await rowNeeding(100).getByRole('button').click();
    await confirm.waitFor();
    await shot(page, 'confirm', locale);
    await confirm.getByRole('button', { name: points.mine.exchange, exact: true }).click();
    await page.getByText(checkout.pointsCoupons.exchanged).waitFor();
    await section.getByText(balance(POINTS - 100)).waitFor();
    const couponRow = sheet.locator('.nb-choice-row').filter({ hasText: checkout.coupon.title });
    await couponRow.getByText(fill(checkout.coupon.available, { count: 1 })).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'exchanged', locale);

    await couponRow.click();
    const chooser = page.getByRole('dialog', { name: checkout.coupon.title });
    const wallet = chooser.locator('.nb-coupon').filter({ hasNotText: checkout.coupon.noCoupon });
    await expect.poll(() => wallet.count()).toBe(1);
    await wallet.click();
    await chooser.waitFor({ state: 'hidden' });
    // The row now names the coupon and what it takes off this order.
    await couponRow.getByText(/\(−\$\d+\.\d{2}\)/).waitFor();
    await expectAccessible(page);
    await shot(page, 'chosen', locale);
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
    await context.close();
  });
});
