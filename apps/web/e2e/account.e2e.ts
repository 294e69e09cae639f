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

async function latestCode(phone: string, previous?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [latest] = await server.outbox(`+1${phone}`);
    const code = latest?.body.match(/\b(\d{4})\b/)?.[1];
    if (code && code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code in the dev outbox');
}

async function signInThroughDialog(page: Page, phone: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.waitFor();
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await latestCode(phone));
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function currentUser(page: Page) {
  return page.evaluate(async () => (await fetch('/apis/v1/user')).json());
}

describe('the account side', () => {
  it('offers the welcome gift to a new visitor, who signs in and receives the coupons', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    const gift = page.getByRole('dialog', { name: 'Welcome gift' });
    await gift.waitFor({ timeout: 10_000 });
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, 'welcome-gift-en.png') });
    await gift.getByRole('button', { name: 'Claim' }).click();
    await signInThroughDialog(page, '4155550123');
    await page.getByRole('dialog', { name: 'Coupons received' }).waitFor();
    const user = await currentUser(page);
    expect(user.extraInfo.receiveNewUserPackage).toBe(true);
    await context.close();
  });

  it('changes message settings: turning messages off turns promotions off and locks them', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/messageSettings`);
    await page.getByText('Sign in to change your message settings.').waitFor();
    // Sign in through the API in the page (the cookie lands in the browser), then reload as a returning diner.
    const phone = '4155550124';
    await page.evaluate(async (number) => {
      await fetch('/apis/v1/phoneVerification', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ internationalCode: '1', phoneNumber: number }),
      });
    }, phone);
    const code = await latestCode(phone);
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
    const messages = page.getByRole('switch', { name: 'Messages', exact: true });
    const promotions = page.getByRole('switch', { name: 'Promotional messages', exact: true });
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
    await page.getByRole('button', { name: 'Save' }).last().click();
    await page.getByText('Settings saved').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'message-settings-en.png') });
    const user = await currentUser(page);
    expect(user.notificationConfigs).toEqual({ messagingDisabled: true, messagingPromotionDisabled: true });
    await context.close();
  });
});
