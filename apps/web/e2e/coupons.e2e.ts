import { join } from 'node:path';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/en';
import { failEn } from '../src/shared/i18n/fail.en';
import { failZh } from '../src/shared/i18n/fail.zh';
import { zh } from '../src/shared/i18n/zh';
import {
  answerSendText,
  expectAccessible,
  launchBrowser,
  phoneContext,
  type RunningServer,
  screenshotDir,
  startServer,
  watchConsole,
} from './harness';
import { textsEn, textsZh } from './texts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const languages = [
  {
    locale: 'en-US' as const,
    claimTitle: 'Claim a coupon',
    phone: 'Phone number',
    code: 'Verification code',
    send: 'Send code',
    claim: 'Claim coupon',
    claimed: 'Claimed',
    use: 'Use now',
    messageSettings: 'Message settings',
    close: 'Close',
    walletTitle: 'My coupons',
    redeemField: 'Redeem code',
    redeem: 'Redeem',
    resultTitle: 'Coupons received',
    freeDelivery: 'Free delivery',
    done: 'Done',
    guide: 'How to use coupons',
    guideTitle: 'How coupons work',
    gotIt: 'Got it',
    invalidPhone: /phone/i,
    expired: 'This coupon has expired.',
    successTitle: 'Coupon claimed',
    fail: failEn,
    failAction: textsEn.coupons.failAction,
    tableText: textsEn.errors.errorA93,
    backHome: en.common.backHome,
    demoTitle: 'Demo facts',
    demoStoreLink: 'Open the console’s demo page',
    phoneNumber: '4155550161',
    add: (name: string) => `Add ${name}`,
    cartOpen: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
    checkout: 'Checkout',
    checkoutTitle: 'Checkout',
    pickup: 'Pickup',
    pickupTime: 'Pickup time',
    chooseTime: 'Choose a time',
    coupon: 'Coupon',
    tax: 'Tax',
    placeOrder: 'Place order',
    paymentTitle: 'Payment',
    walletUse: 'Use',
    notStarted: 'Not started yet',
  },
  {
    locale: 'zh-CN' as const,
    claimTitle: '领取优惠券',
    phone: '手机号',
    code: '验证码',
    send: '发送验证码',
    claim: '领取优惠券',
    claimed: '已领取',
    use: '立即使用',
    messageSettings: '消息设置',
    close: '关闭',
    walletTitle: '我的优惠券',
    redeemField: '兑换码',
    redeem: '兑换',
    resultTitle: '兑换成功',
    freeDelivery: '免配送费',
    done: '完成',
    guide: '优惠券使用说明',
    guideTitle: '优惠券说明',
    gotIt: '知道了',
    invalidPhone: /手机/,
    expired: '该优惠券已过期。',
    successTitle: '领取成功',
    fail: failZh,
    failAction: textsZh.coupons.failAction,
    tableText: textsZh.errors.errorA93,
    backHome: zh.common.backHome,
    demoTitle: '演示说明',
    demoStoreLink: '打开商家后台演示页',
    phoneNumber: '4155550162',
    add: (name: string) => `添加${name}`,
    cartOpen: (count: number) => `打开购物车，共${count}件`,
    checkout: '去结算',
    checkoutTitle: '结算',
    pickup: '自取',
    pickupTime: '自取时间',
    chooseTime: '选择时间',
    coupon: '优惠券',
    tax: '税费',
    placeOrder: '提交订单',
    paymentTitle: '支付',
    walletUse: '去使用',
    notStarted: '尚未开始',
  },
];

interface StoreCoupon {
  id: string;
  name: string;
  business: { id: string; name: string };
  couponType: 'cash' | 'discount' | 'freeDeliveryPrice';
  discountInfo: { discountPrice: number | null };
  availableConditions: { minCommoditiesPrice: number; orderTypes: string[] };
}

interface MenuItem {
  name: string;
  price: number;
  takeawayPrice: number | null;
  hasOptions: boolean;
  soldOut: boolean;
  stockNumber: number | null;
  minBuyNumber: number;
  maxBuyNumber: number | null;
  timedMenuId: string;
}

/** A coupon to claim and then use on a pickup order: the item that meets its minimum, and how many. */
interface CouponToUse {
  coupon: StoreCoupon;
  item: MenuItem;
  units: number;
}

/*
 * Item discounts (at most 20 % off) and an order-type discount (at most 10 % off) come off the subtotal
 * a coupon's minimum is checked against, so the cart holds food worth the minimum over this share.
 */
const WORST_PAID_SHARE = 0.7;

/**
 * A claimable cash coupon of a nearby store that takes a pickup order now, or ahead when it is closed,
 * with an all-day item that one tap adds. The API names no store's coupons, so this uses the demo
 * catalog's id scheme: a store's first coupon has the store's id with the coupon kind (000c) in place of
 * the business kind (0003). Stores without coupons answer 404 and are skipped; open stores come first.
 */
async function couponToUse(locale: string): Promise<CouponToUse> {
  const api = `${server.baseUrl}/apis/v1`;
  // In the page's language, so names read as the page shows them.
  const headers = { 'accept-language': locale };
  const list = (await (
    await fetch(
      `${api}/businesses?longitude=-122.4075&latitude=37.788&range=40&pageNumber=1&pageCapacity=100`,
    )
  ).json()) as {
    businesses: {
      id: string;
      isOpen: boolean;
      canReserved: boolean;
      orderInAdvance: boolean;
      diningTypes: string[];
    }[];
  };
  const stores = list.businesses
    .filter((store) => store.diningTypes.includes('pickup'))
    .filter((store) => store.isOpen || (store.canReserved && store.orderInAdvance))
    .sort((a, b) => Number(b.isOpen) - Number(a.isOpen));
  for (const store of stores) {
    const couponId = store.id.replace(/^(\w{8})-0003-/, '$1-000c-');
    const response = await fetch(`${api}/coupons/${couponId}`, { headers });
    if (!response.ok) continue;
    const coupon = (await response.json()) as StoreCoupon & { couponStatus: number; claimable: boolean };
    const { minCommoditiesPrice, orderTypes } = coupon.availableConditions;
    if (
      coupon.couponStatus !== 1 ||
      !coupon.claimable ||
      !coupon.business ||
      coupon.couponType !== 'cash' ||
      (orderTypes.length > 0 && !orderTypes.includes('pickup'))
    ) {
      continue;
    }
    const menu = (await (
      await fetch(`${api}/businesses/${store.id}/timedMenuDetail`, { headers })
    ).json()) as {
      commodityCategories: { commodities: MenuItem[] }[];
    };
    const choices = menu.commodityCategories
      .flatMap((category) => category.commodities)
      .filter(
        (item) =>
          !item.hasOptions && !item.soldOut && item.timedMenuId === 'allDay' && item.minBuyNumber === 1,
      )
      .map((item) => {
        const price = Math.min(item.price, item.takeawayPrice ?? item.price);
        return { item, units: Math.max(1, Math.ceil(minCommoditiesPrice / (price * WORST_PAID_SHARE))) };
      })
      .filter(
        ({ item, units }) =>
          units <= 20 &&
          (item.maxBuyNumber === null || item.maxBuyNumber >= units) &&
          (item.stockNumber === null || item.stockNumber >= units),
      )
      .sort((a, b) => a.units - b.units);
    const [choice] = choices;
    if (choice) return { coupon, ...choice };
  }
  throw new Error('no claimable cash coupon at a store taking pickup orders in the demo catalog');
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

/** Opens a path in a full page load and waits for the first-load splash to go. */
async function open(page: Page, path: string) {
  await page.goto(`${server.baseUrl}${path}`);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
}

/** A line of the checkout's price details ("Coupon", "Tax"). */
const priceRow = (sheet: Locator, label: string) =>
  sheet.locator('.nb-price-row', { has: sheet.page().locator('dt', { hasText: label }) });

/** A figure of the checkout's price details, in cents as the diner reads it. */
async function priceLine(sheet: Locator, label: string): Promise<number> {
  const text = await priceRow(sheet, label).locator('dd').innerText();
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

/** The checkout's total, in cents. */
async function shownTotal(sheet: Locator): Promise<number> {
  const text = await sheet.getByTestId('checkout-total').innerText();
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

const dollarsText = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** The fail view's types (specification: fail view types), each with the screen its extra button opens. */
const FAIL_TYPES = {
  table: null,
  integralCard: 'pointsCards',
  integralCover: 'pointsCards',
  integralDetails: 'pointsCards',
  coupons: 'coupons',
  deliveryAddress: 'addAddress',
  search: 'search',
} as const;

/** Opens /fail with one failType and checks it shows that type's own title, text and buttons. */
async function expectFailView(
  page: Page,
  texts: (typeof languages)[number],
  failType: keyof typeof FAIL_TYPES,
) {
  await open(page, `/fail?failType=${failType}`);
  const { title, text } = texts.fail[failType];
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  // The table view shows the error catalogue's A93 text, and its code.
  const expected = failType === 'table' ? texts.tableText : text;
  await page.locator('.nb-fail-text', { hasText: expected }).waitFor();
  expect(await page.locator('.nb-fail-text').innerText()).toBe(expected);
  await page.waitForFunction((name) => document.title.startsWith(`${name} · `), title);
  const action = FAIL_TYPES[failType];
  const links = page.locator('main').getByRole('link');
  if (action) {
    await links.getByText(texts.failAction[action], { exact: true }).waitFor();
    expect(await links.allInnerTexts()).toEqual([texts.failAction[action], texts.backHome]);
  } else {
    await page.getByText('A93').waitFor();
    expect(await links.allInnerTexts()).toEqual([texts.backHome]);
  }
}

/** A new diner is offered the message settings after any sign-in; this test closes it. */
async function closeMessageSettings(page: Page, texts: (typeof languages)[number]) {
  const settings = page.getByRole('dialog', { name: texts.messageSettings });
  await settings.waitFor({ timeout: 10_000 });
  await settings.getByRole('button', { name: texts.close, exact: true }).click();
  await settings.waitFor({ state: 'hidden' });
}

describe.each(languages)('coupons ($locale)', (texts) => {
  it('claims a store coupon from its link as a signed-out diner, uses it in the cart, then redeems a code', async () => {
    const { coupon, item, units } = await couponToUse(texts.locale);
    const value = coupon.discountInfo.discountPrice ?? 0;
    const context = await phoneContext(browser, texts.locale);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${server.baseUrl}/coupon/get?couponId=${coupon.id}`);
    await page.getByRole('heading', { level: 1, name: texts.claimTitle }).waitFor();
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await page.getByText(coupon.business.name).first().waitFor();

    // A short phone is refused with S1 before any code is sent.
    const phone = page.getByLabel(texts.phone, { exact: true });
    await phone.fill('415555');
    await page.getByRole('button', { name: texts.send }).click();
    await page.getByText('S1').waitFor();
    expect(await server.outbox(`+1${texts.phoneNumber}`)).toEqual([]);

    await phone.fill(texts.phoneNumber);
    expect(await phone.inputValue()).toBe(
      `${texts.phoneNumber.slice(0, 3)}-${texts.phoneNumber.slice(3, 6)}-${texts.phoneNumber.slice(6)}`,
    );
    // Claiming without a code is refused with S3.
    await page.getByRole('button', { name: texts.claim, exact: true }).click();
    await page.getByText('S3').waitFor();
    await page.getByRole('button', { name: texts.send }).click();
    await answerSendText(page, texts.locale);
    await page.getByLabel(texts.code, { exact: true }).fill(await latestCode(texts.phoneNumber));
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `coupon-claim-${texts.locale}.png`) });
    await page.getByRole('button', { name: texts.claim, exact: true }).click();

    await closeMessageSettings(page, texts);
    await page.getByText(texts.claimed, { exact: true }).waitFor();
    const held = await page.evaluate(async () => (await fetch('/apis/v1/user/coupons')).json());
    expect(held.coupons.map((item: { id: string }) => item.id)).toContain(coupon.id);
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `coupon-claimed-${texts.locale}.png`) });

    await page.getByRole('link', { name: texts.use }).click();
    await page.waitForURL(`**/post/detail?businessId=${coupon.business.id}`);
    await page.getByRole('heading', { level: 1, name: coupon.business.name }).waitFor();

    // In the cart: enough of one item for the coupon's minimum, picked up (now, or at the first time offered).
    const add = page.getByRole('button', { name: texts.add(item.name), exact: true }).first();
    for (let count = 1; count <= units; count += 1) {
      await add.click();
      await page.getByRole('button', { name: texts.cartOpen(count) }).waitFor();
    }
    await page.getByRole('button', { name: texts.checkout, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: texts.checkoutTitle, exact: true });
    await sheet.getByTestId('checkout-total').waitFor();
    await sheet.getByRole('button', { name: texts.pickup, exact: true }).click();
    const time = sheet.getByRole('button', { name: new RegExp(`^${texts.pickupTime}`) });
    if ((await time.innerText()).includes(texts.chooseTime)) {
      await time.click();
      await page.getByRole('dialog').last().locator('.nb-time-asap, .nb-time-slot').first().click();
    }
    await sheet
      .getByRole('button', { name: new RegExp(`^${texts.pickupTime}`) })
      .filter({ hasNotText: texts.chooseTime })
      .waitFor();
    const totalBefore = await shownTotal(sheet);
    const taxBefore = await priceLine(sheet, texts.tax);

    // The claimed coupon is offered and chosen; the price details take its value off.
    await sheet.getByRole('button', { name: new RegExp(`^${texts.coupon}`) }).click();
    const chooser = page.getByRole('dialog').last();
    const offered = chooser.getByRole('button', { name: coupon.name });
    expect(await offered.isEnabled()).toBe(true);
    await offered.click();
    await priceRow(sheet, texts.coupon)
      .locator('dd', { hasText: dollarsText(-value) })
      .waitFor();
    expect(await priceLine(sheet, texts.coupon)).toBe(-value);
    const totalAfter = await shownTotal(sheet);
    // The coupon comes off the total, and so does the tax on the food it paid for (tax follows what is paid).
    const taxAfter = await priceLine(sheet, texts.tax);
    expect(taxAfter).toBeLessThanOrEqual(taxBefore);
    expect(totalBefore - totalAfter).toBe(value + (taxBefore - taxAfter));
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `coupon-in-checkout-${texts.locale}.png`) });

    // Ordered: the server takes the coupon at that figure, and the payment screen asks for that total.
    const posted = page.waitForResponse(
      (response: Response) =>
        response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
    );
    await sheet.getByRole('button', { name: texts.placeOrder }).click();
    const answer = await posted;
    expect(answer.status(), await answer.text()).toBe(200);
    const sent = JSON.parse(answer.request().postData() ?? '{}') as {
      orders: { coupons: { discountedPrice: number }[] }[];
    };
    expect(sent.orders[0]?.coupons).toEqual([{ userCouponId: expect.any(String), discountedPrice: value }]);
    await page.waitForURL(/\/payment\?orderId=/);
    await page.getByRole('heading', { name: texts.paymentTitle }).waitFor();
    await page
      .getByTestId('payment-total')
      .filter({ hasText: dollarsText(totalAfter) })
      .waitFor();

    // A coupon valid from 2099 on (the demo's next platform coupon after OLDY's, by the id scheme).
    const oldy = (await (await fetch(`${server.baseUrl}/apis/v1/codes/code/OLDY`)).json()) as {
      coupons: { id: string }[];
    };
    const later = oldy.coupons[0]?.id.replace(/0000000400$/, '0000000500');
    const claimedLater = await page.evaluate(async (couponId) => {
      const response = await fetch('/apis/v1/user/coupons', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ couponId }),
      });
      return response.status;
    }, later);
    expect(claimedLater).toBe(200);

    // The wallet: guide, redeem NEAR, the result dialog, then the list.
    await open(page, '/coupon/list');
    await page.getByRole('heading', { level: 1, name: texts.walletTitle }).waitFor();
    await page.getByRole('button', { name: texts.guide }).click();
    const guide = page.getByRole('dialog', { name: texts.guideTitle });
    await guide.waitFor();
    await guide.getByRole('button', { name: texts.gotIt }).click();
    await guide.waitFor({ state: 'hidden' });

    const field = page.getByLabel(texts.redeemField, { exact: true });
    const redeem = page.getByRole('button', { name: texts.redeem, exact: true });
    // An empty field does nothing.
    expect(await redeem.isDisabled()).toBe(true);
    await field.fill('near');
    expect(await field.inputValue()).toBe('NEAR');
    await redeem.click();
    const result = page.getByRole('dialog', { name: texts.resultTitle });
    await result.waitFor();
    await result.getByText(texts.freeDelivery).first().waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `coupon-redeem-${texts.locale}.png`) });
    await result.getByRole('button', { name: texts.done }).click();
    await result.waitFor({ state: 'hidden' });
    const list = page.getByRole('list', { name: /./ }).filter({ hasText: texts.freeDelivery });
    await list.waitFor();
    // The store coupon went to the order; the one not started yet is listed as such, its Use button off.
    expect(await list.getByText(coupon.business.name).count()).toBe(0);
    const waiting = list.getByRole('listitem').filter({ hasText: texts.notStarted });
    await waiting.getByText('2099').first().waitFor();
    expect(await waiting.getByRole('button', { name: new RegExp(`^${texts.walletUse}`) }).isDisabled()).toBe(
      true,
    );
    expect(await waiting.getByRole('link').count()).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `coupon-wallet-${texts.locale}.png`), fullPage: true });
    expect(errors.filter((line) => !line.includes('status of 4'))).toEqual([]);

    // A wallet that cannot load gives way to the coupons fail view; its button opens the wallet again.
    const walletCall = /\/apis\/v1\/user\/coupons(\?|$)/;
    await page.route(walletCall, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await open(page, '/coupon/list');
    await page.waitForURL(/\/fail\?failType=coupons$/);
    await page.getByRole('heading', { level: 1, name: texts.fail.coupons.title, exact: true }).waitFor();
    await page.getByText(texts.fail.coupons.text, { exact: true }).waitFor();
    await page.unroute(walletCall);
    await page.getByRole('link', { name: texts.failAction.coupons, exact: true }).click();
    await page.waitForURL(/\/coupon\/list$/);
    await page.getByRole('list', { name: /./ }).filter({ hasText: texts.freeDelivery }).waitFor();
    await context.close();
  });

  it('shows an expired coupon as expired, and the remaining views', async () => {
    const api = `${server.baseUrl}/apis/v1`;
    const oldy = (await (await fetch(`${api}/codes/code/OLDY`)).json()) as { coupons: { id: string }[] };
    const context = await phoneContext(browser, texts.locale);
    const page = await context.newPage();
    await open(page, `/coupon/get?couponId=${oldy.coupons[0]?.id}`);
    await page.getByText(texts.expired).waitFor();
    expect(await page.getByRole('button', { name: texts.claim, exact: true }).count()).toBe(0);
    await expectAccessible(page);

    // Every fail type shows its own title and text, and the button to the screen that recovers from it.
    for (const failType of Object.keys(FAIL_TYPES) as (keyof typeof FAIL_TYPES)[]) {
      await expectFailView(page, texts, failType);
      await expectAccessible(page);
      await page.screenshot({ path: join(screenshotDir, `fail-${failType}-${texts.locale}.png`) });
    }

    await open(page, '/demo');
    await page.getByRole('heading', { level: 1, name: texts.demoTitle }).waitFor();
    await page.getByText('4242 4242 4242 4242').waitFor();
    await page.getByText('NEAR', { exact: true }).waitFor();
    // Playing a store: the console's demo page, a page of the other app.
    expect(await page.getByRole('link', { name: texts.demoStoreLink }).getAttribute('href')).toBe(
      '/console/demo',
    );
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `demo-${texts.locale}.png`), fullPage: true });

    // The success view closes itself after 3 s: with no page to go back to, it lands home.
    const opened = Date.now();
    await open(page, '/sucess?sucessType=coupon');
    await page.getByRole('heading', { level: 1, name: texts.successTitle }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `success-${texts.locale}.png`) });
    await page.waitForURL(`${server.baseUrl}/`, { timeout: 8000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(3000);
    await context.close();
  });
});
