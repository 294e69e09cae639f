import { mkdirSync } from 'node:fs';
import { errorTextsEn } from '@nearbite/api-client/errors.en';
import type { MenuFileDto } from '@nearbite/contract/console-menu';
import type { PointsRulesDto } from '@nearbite/contract/console-points';
import type { ActivityDto, ConsoleCouponDto } from '@nearbite/contract/console-promotions';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  type RunningServer,
  sendJson,
  signInByApi,
  startServer,
  watchConsole,
} from '../../web/e2e/harness';
import { appTexts } from '../src/app/app-texts';
import { promotionsTexts } from '../src/features/promotions/texts';
import { couponTexts } from '../src/shared/i18n/coupon-texts';

/**
 * The Promotions tab (issue 16 point 7) end to end on a real server: a demo store's owner starts a dish
 * discount that the diner's store page shows at once, is told in words why a coupon cannot be saved, creates
 * a coupon whose claim link (with its QR and copy button) opens the diner app's claim page, where it is
 * claimed, and ends it. Axe and screenshots at 1280×800 and 1024×768, and the tab in Chinese.
 */

const SHOTS = '/tmp/console-shots';
mkdirSync(SHOTS, { recursive: true });
const t = promotionsTexts.en;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let businessId: string;
let errors: string[];

async function apiGet<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(`/apis/v1${url}`)).json(), path) as Promise<T>;
}
const coupons = async () =>
  (await apiGet<{ coupons: ConsoleCouponDto[] }>(`/console/stores/${businessId}/coupons`)).coupons;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ORDER_SIMULATOR: 'false' }), launchBrowser()]);
  const response = await fetch(`${server.baseUrl}/apis/v1/dev/demoStores?limit=1`);
  const [store] = ((await response.json()) as { stores: { businessId: string; ownerPhone: string }[] })
    .stores;
  if (!store) throw new Error('no demo store');
  businessId = store.businessId;
  context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Far from the store (Los Angeles): promotion times must follow the store's clock, not the device's.
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  page = await context.newPage();
  errors = watchConsole(page);
  await page.goto(`${server.baseUrl}/console/sign-in`);
  await signInByApi(page, server, store.ownerPhone.slice(2));
  await page.evaluate(() => localStorage.setItem('nearbiteConsoleSignedIn', '1'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the Promotions tab', () => {
  it('starts a dish discount that the store page shows at once', async () => {
    await page.goto(`${server.baseUrl}/console/stores/${businessId}/board`);
    await page.getByRole('link', { name: appTexts.en.promotions }).click();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: t.activities, level: 2 }).waitFor();
    const menu = await apiGet<MenuFileDto>(`/console/stores/${businessId}/menu`);
    const dish = menu.items[0];
    if (!dish?.id) throw new Error('the demo store has a dish');

    await page.getByRole('button', { name: t.newActivity }).click();
    const dialog = page.getByRole('dialog', { name: t.newActivity });
    await dialog.getByLabel(t.nameEn).fill('Dumpling week');
    await dialog.getByLabel(t.nameZh).fill('饺子周');
    await dialog.getByLabel(t.percentPaid).fill('80');
    await dialog.getByLabel(t.endsAt).fill('2027-01-31T21:00');
    await dialog.getByText(fill(t.storeClock, { zone: 'America/Los_Angeles' })).waitFor();
    await dialog.getByRole('checkbox', { name: dish.name.en, exact: true }).check();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/promotions-activity-form-en-US.png` });
    await dialog.getByRole('button', { name: t.save }).click();
    await page.getByText(fill(t.savedToast, { name: 'Dumpling week' })).waitFor();
    await page.getByRole('cell', { name: 'Dumpling week 饺子周', exact: true }).waitFor();
    await page
      .getByText(fill(t.percentOff, { percent: 20 }))
      .first()
      .waitFor();

    const detail = await apiGet<BusinessDetailDto>(`/businesses/${businessId}/detail`);
    const running = detail.activities.find((activity) => activity.name === 'Dumpling week');
    expect(running?.details[0]).toMatchObject({
      discountPercent: 80,
      availableConditions: { availableCommodities: [dish.id] },
    });
    const listed = await apiGet<{ activities: ActivityDto[] }>(`/console/stores/${businessId}/activities`);
    const saved = listed.activities.find((activity) => activity.name.en === 'Dumpling week');
    expect(saved?.status).toBe('active');
    // 9 pm on January 31 in Los Angeles (UTC−8) is 5 am on February 1 in UTC; the list shows the store's time.
    expect(saved?.endsAt).toBe(Date.UTC(2027, 1, 1, 5, 0));
    await page.getByRole('cell', { name: /Jan 31, 9:00\sPM/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('says why a coupon cannot be saved, then creates one whose link and QR claim it', async () => {
    await page.getByRole('button', { name: t.newCoupon }).click();
    const dialog = page.getByRole('dialog', { name: t.newCoupon });
    await dialog.getByLabel(t.titleEn).fill('$3 off $15');
    await dialog.getByLabel(t.kind).selectOption('discount');
    await dialog.getByLabel(t.percentPaid).fill('100');
    await dialog.getByRole('button', { name: t.save }).click();
    await dialog
      .getByRole('alert')
      .getByText(errorTextsEn.errorA250 as string)
      .waitFor();
    expect(await coupons()).toHaveLength(0);
    // The browser logs the refused save (400) it was meant to get; nothing else may be logged.
    expect(errors.splice(0)).toEqual([expect.stringContaining('400')]);

    await dialog.getByLabel(t.kind).selectOption('cash');
    await dialog.getByLabel(couponTexts.en.amount).fill('3');
    await dialog.getByLabel(couponTexts.en.minimum).fill('15');
    await dialog.getByLabel(couponTexts.en.maxMiles).fill('5.5');
    await dialog.getByLabel(couponTexts.en.stock).fill('100');
    await dialog.getByLabel(couponTexts.en.redeemCode).fill('prm7');
    await dialog.getByLabel(couponTexts.en.describeEn).fill('Any dish on the menu.\nOne per order.');
    await dialog.getByLabel(couponTexts.en.describeZh).fill('全部菜品可用。\n每单限用一张。');
    await page.screenshot({ path: `${SHOTS}/promotions-coupon-form-en-US.png` });
    await dialog.getByRole('button', { name: t.save }).click();

    // A new coupon opens its claim link at once.
    const share = page.getByRole('dialog', { name: fill(t.claimLinkTitle, { name: '$3 off $15' }) });
    await share.waitFor();
    const qr = share.getByRole('img', { name: t.qrAlt });
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const link = await share.getByLabel(t.claimLink).inputValue();
    const [coupon] = await coupons();
    expect(link).toBe(`${server.baseUrl}/coupon/get?couponId=${coupon?.id}`);
    expect(coupon).toMatchObject({
      discountPrice: 300,
      minCommoditiesPrice: 1500,
      maxDeliveryDistanceMiles: 5.5,
      redeemCode: 'PRM7',
    });
    await share.getByRole('button', { name: t.copy }).click();
    await page.getByText(t.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/promotions-claim-link-en-US.png` });
    await share.getByRole('button', { name: t.close }).first().click();

    // The diner app's claim page answers the link, and the coupon can be claimed there.
    const diner = await context.newPage();
    await diner.goto(link);
    await diner.getByText('$3 off $15').first().waitFor();
    // The description, a paragraph per line the owner typed.
    await diner.getByText('Any dish on the menu.', { exact: true }).waitFor();
    await diner.getByText('One per order.', { exact: true }).waitFor();
    await diner.close();
    const claimed = (await sendJson(page, 'POST', '/user/coupons', { couponId: coupon?.id })) as {
      coupon: { id: string };
    };
    expect(claimed.coupon.id).toBeTruthy();
    await page.reload();
    await page.getByText(fill(t.claimedOf, { claimed: 1, left: 99 })).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/promotions-en-US.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/promotions-1024-en-US.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });

  it('ends a coupon: diners can no longer claim it', async () => {
    await page.getByRole('button', { name: fill(t.endLabel, { name: '$3 off $15' }) }).click();
    await page
      .getByRole('dialog', { name: fill(t.endCouponTitle, { name: '$3 off $15' }) })
      .getByRole('button', { name: t.end })
      .click();
    await page.getByText(fill(t.endedToast, { name: '$3 off $15' })).waitFor();
    await page.getByRole('cell', { name: t.ended }).waitFor();
    const [ended] = await coupons();
    expect(ended?.status).toBe('inactive');
    // The claim page now shows it as no longer valid (couponStatus 0).
    expect((await apiGet<{ couponStatus: number }>(`/coupons/${ended?.id}`)).couponStatus).toBe(0);
    expect(errors).toEqual([]);
  });

  it('sets the points rules: names a tier that cannot be, then saves and reads them back', async () => {
    const panel = page.getByRole('region', { name: t.pointsTitle });
    await panel.getByLabel(t.pointsPerDollar).fill('3');
    await panel.getByLabel(t.validityDays).fill('365');
    const before = await apiGet<PointsRulesDto>(`/console/stores/${businessId}/points-rules`);
    await panel.getByRole('button', { name: t.addTier }).click();
    const row = before.exchangeTiers.length + 1;
    const added = panel.getByRole('group', { name: fill(t.tierRow, { row }) });
    expect(await added.getByLabel(t.tierFrom).inputValue()).toBe(
      (Math.max(0, ...before.exchangeTiers.map((tier) => tier.maxPrice)) / 100).toFixed(2),
    );
    await added.getByLabel(t.tierFrom).fill('20.00');
    await added.getByLabel(t.tierTo).fill('10.00');
    await added.getByLabel(t.tierPoints).fill('250');
    await panel.getByRole('button', { name: t.savePoints }).click();
    await panel.getByRole('alert').getByText(fill(t.tierEmptyRange, { row })).waitFor();
    await added.getByLabel(t.tierTo).fill('99.00');
    // The programme page's text, first in English only: the form asks for both languages.
    await panel.getByLabel(fill(t.inEnglish, { label: t.pointsExplain })).fill('Three points a dollar.');
    await panel.getByRole('button', { name: t.savePoints }).click();
    await panel
      .getByRole('alert')
      .getByText(fill(t.textOneLanguage, { label: t.pointsExplain }))
      .waitFor();
    await panel.getByLabel(fill(t.inChinese, { label: t.pointsExplain })).fill('每美元3积分。');
    await panel.getByRole('button', { name: t.savePoints }).click();
    await page.getByText(t.pointsSaved).waitFor();

    const after = await apiGet<PointsRulesDto>(`/console/stores/${businessId}/points-rules`);
    expect(after).toMatchObject({
      pointsPerDollar: 3,
      pointsValidityDays: 365,
      pointsExplain: { en: 'Three points a dollar.', zh: '每美元3积分。' },
    });
    const content = await fetch(`${server.baseUrl}/apis/v1/businesses/${businessId}/points/content`, {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(((await content.json()) as { pointsExplain: string }).pointsExplain).toBe('每美元3积分。');
    expect(after.exchangeTiers).toHaveLength(row);
    expect(after.exchangeTiers).toContainEqual(
      expect.objectContaining({ minPrice: 2000, maxPrice: 9900, requiredPoints: 250 }),
    );
    await expectAccessible(page);
    await panel.screenshot({ path: `${SHOTS}/promotions-points-en-US.png` });
    expect(errors).toEqual([]);
  });

  it('shows the tab in Chinese', async () => {
    const zh = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      locale: 'zh-CN',
      reducedMotion: 'reduce',
    });
    await zh.addCookies(await context.cookies());
    const zhPage = await zh.newPage();
    await zhPage.goto(`${server.baseUrl}/console/sign-in`);
    await zhPage.evaluate(() => localStorage.setItem('nearbiteConsoleSignedIn', '1'));
    await zhPage.goto(`${server.baseUrl}/console/stores/${businessId}/promotions`);
    await zhPage.getByRole('heading', { name: promotionsTexts.zh.title, level: 1 }).waitFor();
    await zhPage.getByRole('cell', { name: '饺子周 Dumpling week' }).waitFor();
    await expectAccessible(zhPage);
    await zhPage.screenshot({ path: `${SHOTS}/promotions-zh-CN.png` });
    await zh.close();
  });
});
