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

/** Card logos at the specification's size 100 (000 §2, cards; issue 13, item 10). */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ORDER_SIMULATOR: 'false' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const languages = [
  { locale: 'en-US' as const, phone: '4155550761', title: 'My cards', card: 'Visa •••• 4242' },
  { locale: 'zh-CN' as const, phone: '4155550762', title: '我的银行卡', card: 'Visa •••• 4242' },
];

async function latestCode(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [latest] = await server.outbox(`+1${phone}`);
    const code = latest?.body.match(/\b(\d{4})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code in the dev outbox');
}

/** A signed-in diner with the sandbox's 4242 card saved, all through the API from the page. */
async function dinerWithCard(locale: 'en-US' | 'zh-CN', phone: string): Promise<Page> {
  const context = await phoneContext(browser, locale);
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
  const saved = await page.evaluate(
    async ({ number, verificationCode }) => {
      const json = { 'content-type': 'application/json' };
      const login = await fetch('/apis/v1/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true }),
      });
      if (!login.ok) return login.status;
      localStorage.setItem('signedIn', '1');
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
      return card.status;
    },
    { number: phone, verificationCode: code },
  );
  expect(saved).toBe(200);
  return page;
}

describe.each(languages)('card logos ($locale)', (language) => {
  it('shows each saved card with its brand logo 100 wide', async () => {
    const page = await dinerWithCard(language.locale, language.phone);
    await page.goto(`${server.baseUrl}/card/list`);
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: language.title }).waitFor();
    await page.getByText(language.card).waitFor();
    const logo = page.locator('.nb-card-logo img').first();
    await logo.waitFor();
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(100);
    const box = await logo.boundingBox();
    expect(box?.width).toBe(100);
    expect(box?.height).toBe(64);
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `card-logo-list-${language.locale}.png`) });
    await page.context().close();
  });
});
