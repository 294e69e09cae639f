import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
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
    failSearch: 'Search again',
    demoTitle: 'Demo facts',
    phoneNumber: '4155550161',
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
    failSearch: '重新搜索',
    demoTitle: '演示说明',
    phoneNumber: '4155550162',
  },
];

interface StoreCoupon {
  id: string;
  business: { id: string; name: string };
}

/**
 * A claimable coupon of a nearby store. The API names no store's coupons, so this uses the demo
 * catalog's id scheme: a store's first coupon has the store's id with the coupon kind (000c) in place of
 * the business kind (0003). Stores without coupons answer 404 and are skipped.
 */
async function claimableStoreCoupon(locale: string): Promise<StoreCoupon> {
  const api = `${server.baseUrl}/apis/v1`;
  const list = (await (
    await fetch(`${api}/businesses?longitude=-122.4075&latitude=37.788&range=40&pageNumber=1&pageCapacity=50`)
  ).json()) as { businesses: { id: string }[] };
  for (const business of list.businesses) {
    const couponId = business.id.replace(/^(\w{8})-0003-/, '$1-000c-');
    // In the page's language, so the store's name reads as the page shows it.
    const response = await fetch(`${api}/coupons/${couponId}`, { headers: { 'accept-language': locale } });
    if (!response.ok) continue;
    const coupon = (await response.json()) as StoreCoupon & { couponStatus: number; claimable: boolean };
    if (coupon.couponStatus === 1 && coupon.claimable && coupon.business) return coupon;
  }
  throw new Error('no claimable store coupon in the demo catalog');
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

/** A new diner is offered the message settings after any sign-in; this test closes it. */
async function closeMessageSettings(page: Page, texts: (typeof languages)[number]) {
  const settings = page.getByRole('dialog', { name: texts.messageSettings });
  await settings.waitFor({ timeout: 10_000 });
  await settings.getByRole('button', { name: texts.close, exact: true }).click();
  await settings.waitFor({ state: 'hidden' });
}

describe.each(languages)('coupons ($locale)', (texts) => {
  it('claims a store coupon from its link as a signed-out diner, uses it, then redeems a code', async () => {
    const coupon = await claimableStoreCoupon(texts.locale);
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

    // The wallet: guide, redeem NEAR, the result dialog, then the coupon in the list.
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
    await page.getByText(coupon.business.name).first().waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `coupon-wallet-${texts.locale}.png`), fullPage: true });
    expect(errors.filter((line) => !line.includes('status of 4'))).toEqual([]);
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

    await open(page, '/fail?failType=search');
    await page.getByRole('link', { name: texts.failSearch }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `fail-search-${texts.locale}.png`) });

    await open(page, '/demo');
    await page.getByRole('heading', { level: 1, name: texts.demoTitle }).waitFor();
    await page.getByText('4242 4242 4242 4242').waitFor();
    await page.getByText('NEAR', { exact: true }).waitFor();
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
