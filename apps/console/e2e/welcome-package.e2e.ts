import { mkdirSync } from 'node:fs';
import { errorTextsEn } from '@nearbite/api-client/errors.en';
import { errorTextsZh } from '@nearbite/api-client/errors.zh';
import type { NewUserPackageDto } from '@nearbite/contract/account';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  type RunningServer,
  startServer,
  watchConsole,
} from '../../web/e2e/harness';
import { appTexts } from '../src/app/app-texts';
import { platformTexts } from '../src/features/platform/texts';
import { signInTexts } from '../src/features/sign-in/texts';
import { couponTexts } from '../src/shared/i18n/coupon-texts';
import { signInOnConsole } from './console-sign-in';

/**
 * The welcome gift in the platform console end to end (issue 16, platform admin): an admin named by
 * PLATFORM_ADMINS signs in, opens Welcome gift, adds a $3-off coupon given twice and saves; the diners' API
 * offers it at once. Both languages, axe on each screen, screenshots at 1280×800 and 1024×768.
 */

const SHOTS = '/tmp/console-shots';
mkdirSync(SHOTS, { recursive: true });
/** One admin per language: a phone may ask for a code once a minute. */
const ADMINS = { en: '4155550920', zh: '4155550921' };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ ORDER_SIMULATOR: 'false', PLATFORM_ADMINS: `+1${ADMINS.en},+1${ADMINS.zh}` }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const languages = [
  { locale: 'en-US' as const, texts: 'en' as const, title: '$3 off, welcome', zhTitle: '新人减3元 一' },
  { locale: 'zh-CN' as const, texts: 'zh' as const, title: '$3 off, 欢迎', zhTitle: '新人减3元 二' },
];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

async function offered(): Promise<NewUserPackageDto> {
  const response = await fetch(`${server.baseUrl}/apis/v1/configs/newUserPackage`, {
    headers: { 'accept-language': 'en-US' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as NewUserPackageDto;
}

describe.each(languages)('the welcome gift ($locale)', ({ locale, texts, title, zhTitle }) => {
  const t = platformTexts[texts];
  const c = couponTexts[texts];
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale,
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    errors = watchConsole(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('lets an admin add a $3-off coupon twice over, and diners are offered it at once', async () => {
    await page.goto(`${server.baseUrl}/console/`);
    await signInOnConsole(page, server, ADMINS[texts], signInTexts[texts]);
    await page.getByRole('link', { name: appTexts[texts].platform, exact: true }).click();
    await page.waitForURL(/\/console\/platform\/stores$/);
    await page.getByRole('link', { name: t.welcome, exact: true }).click();
    await page.waitForURL(/\/console\/platform\/welcome$/);
    await page.getByRole('heading', { name: t.welcome }).waitFor();
    const toggle = page.getByRole('switch', { name: t.welcomeOn });
    await toggle.waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: t.addWelcomeCoupon }).click();
    const dialog = page.getByRole('dialog', { name: t.newWelcomeCoupon });
    await dialog.getByLabel(t.couponTitleEn).fill(title);
    await dialog.getByLabel(t.couponTitleZh).fill(zhTitle);
    await dialog.getByLabel(c.kind).selectOption('cash');
    await dialog.getByLabel(c.amount).fill('3');
    await dialog.getByLabel(c.minimum).fill('15');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/gift-coupon-form-${locale}.png` });
    await dialog.getByRole('button', { name: t.addToGift }).click();
    await dialog.waitFor({ state: 'hidden' });

    const name = texts === 'en' ? title : zhTitle;
    await page.getByLabel(fill(t.welcomeQuantityLabel, { name })).fill('2');
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await page.getByRole('button', { name: t.saveWelcome }).click();
    await page.getByText(t.welcomeSaved).first().waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(
      row.getByRole('button', { name: fill(t.removeCouponLabel, { name }) }).count(),
    ).resolves.toBe(1);
    await expect(page.getByText(t.unsaved).count()).resolves.toBe(0);

    const gift = await offered();
    expect(gift.packageStatus).toBe(1);
    const added = gift.coupons.filter((coupon) => coupon.name === title);
    expect(added).toHaveLength(1);
    expect(added[0]?.discountInfo.discountPrice).toBe(300);

    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/gift-1280x800-${locale}.png`, fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/gift-1024x768-${locale}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    expect(errors).toEqual([]);
  });

  it('shows a refusal translated: a quantity above the most allowed (A208)', async () => {
    const name = texts === 'en' ? title : zhTitle;
    await page.getByLabel(fill(t.welcomeQuantityLabel, { name })).fill('9');
    await page.getByRole('button', { name: t.saveWelcome }).click();
    const expected = (texts === 'en' ? errorTextsEn : errorTextsZh).errorA208;
    await page.getByRole('alert').filter({ hasText: expected }).waitFor();
    await expectAccessible(page);
    expect(errors.splice(0)).toEqual([expect.stringContaining('400')]);
  });
});
