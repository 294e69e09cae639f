import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  latestCode,
  launchBrowser,
  phoneContext,
  type RunningServer,
  screenshotDir,
  signInThroughDialog,
  startServer,
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
    signIn: 'Sign in',
    phone: 'Phone number',
    send: 'Send code',
    code: 'Verification code',
    gift: 'Welcome gift',
    claim: 'Claim',
    received: 'Coupons received',
    signInFirst: 'Sign in to change your message settings.',
    messages: 'Messages',
    promotions: 'Promotional messages',
    save: 'Save',
    saved: 'Settings saved',
    phones: ['4155550123', '4155550124'],
  },
  {
    locale: 'zh-CN' as const,
    signIn: '登录',
    phone: '手机号',
    send: '发送验证码',
    code: '验证码',
    gift: '新人礼包',
    claim: '领取',
    received: '领取成功',
    signInFirst: '登录后即可修改消息设置。',
    messages: '消息通知',
    promotions: '促销消息',
    save: '保存',
    saved: '设置已保存',
    phones: ['4155550133', '4155550134'],
  },
];

async function currentUser(page: Page) {
  return page.evaluate(async () => (await fetch('/apis/v1/user')).json());
}

describe.each(languages)('the account side ($locale)', (texts) => {
  it('offers the welcome gift to a new visitor, who signs in and receives the coupons', async () => {
    const context = await phoneContext(browser, texts.locale);
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    const gift = page.getByRole('dialog', { name: texts.gift });
    await gift.waitFor({ timeout: 10_000 });
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `welcome-gift-${texts.locale}.png`) });
    await gift.getByRole('button', { name: texts.claim }).click();
    await signInThroughDialog(page, server, texts.phones[0] ?? '', texts.locale);
    await page.getByRole('dialog', { name: texts.received }).waitFor();
    const user = await currentUser(page);
    expect(user.extraInfo.receiveNewUserPackage).toBe(true);
    await context.close();
  });

  it('changes message settings: turning messages off turns promotions off and locks them', async () => {
    const context = await phoneContext(browser, texts.locale);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/messageSettings`);
    await page.getByText(texts.signInFirst).waitFor();
    // Sign in through the API in the page (the cookie lands in the browser), then reload as a returning diner.
    const phone = texts.phones[1] ?? '';
    await page.evaluate(async (number) => {
      await fetch('/apis/v1/phoneVerification', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ internationalCode: '1', phoneNumber: number }),
      });
    }, phone);
    const code = await latestCode(server, phone);
    await page.evaluate(
      async ({ number, verificationCode }) => {
        await fetch('/apis/v1/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true }),
        });
        localStorage.setItem('signedIn', '1');
      },
      { number: phone, verificationCode: code },
    );
    await page.reload();
    const messages = page.getByRole('switch', { name: texts.messages, exact: true });
    const promotions = page.getByRole('switch', { name: texts.promotions, exact: true });
    await messages.waitFor();
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    // Order messages start on; promotional texts are opt-in.
    expect(await messages.getAttribute('aria-checked')).toBe('true');
    expect(await promotions.getAttribute('aria-checked')).toBe('false');
    await promotions.click();
    expect(await promotions.getAttribute('aria-checked')).toBe('true');
    await messages.click();
    expect(await promotions.getAttribute('aria-checked')).toBe('false');
    expect(await promotions.isDisabled()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: texts.save }).last().click();
    await page.getByText(texts.saved).waitFor();
    await page.screenshot({ path: join(screenshotDir, `message-settings-${texts.locale}.png`) });
    const user = await currentUser(page);
    expect(user.notificationConfigs).toEqual({ messagingDisabled: true, messagingPromotionDisabled: true });
    await context.close();
  });
});
