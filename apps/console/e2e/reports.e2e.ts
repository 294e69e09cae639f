import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  phoneContextWithoutGift,
  type RunningServer,
  signInByApi,
  startServer,
  watchConsole,
} from '../../web/e2e/harness';
import { appTexts } from '../src/app/app-texts';
import { reportTexts } from '../src/features/reports/texts';
import { signInTexts } from '../src/features/sign-in/texts';
import { signInOnConsole } from './console-sign-in';
import { reportFigure } from './console-steps';
import { type PlacedOrder, payOrder, placePickupOrder } from './diner-order';

/**
 * The Reports tab end to end on a real server with a fresh database: a diner places and pays a pickup order
 * in the diner app; the store's owner opens Reports and sees it in today's figures, charts and top items,
 * and downloads it in the CSV. English and Chinese; axe; 1280×800 and 1024×768.
 */

const SHOTS = '/tmp/console-shots';
mkdirSync(SHOTS, { recursive: true });
const PORT = '9571';
const STORE = 'Sugar Cloud Tea & Dessert';
const DINER = '4155559371';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let store: { businessId: string; phone: string };
let order: PlacedOrder;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const shot = (target: Page, name: string) =>
  target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function demoStore(name: string): Promise<{ businessId: string; phone: string }> {
  const response = await fetch(`${server.baseUrl}/apis/v1/dev/demoStores?limit=50`);
  const { stores } = (await response.json()) as {
    stores: { businessId: string; name: string; ownerPhone: string }[];
  };
  const found = stores.find((item) => item.name === name);
  if (!found) throw new Error(`no demo store ${name}`);
  return { businessId: found.businessId, phone: found.ownerPhone.slice(2) };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ORDER_SIMULATOR: 'false', PORT }), launchBrowser()]);
  store = await demoStore(STORE);
  const diner = await (await phoneContextWithoutGift(browser, 'en-US')).newPage();
  await diner.goto(`${server.baseUrl}/fail`);
  await signInByApi(diner, server, DINER);
  order = await placePickupOrder(diner, server, store.businessId);
  await payOrder(diner, order);
  await diner.context().close();
  context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
  errors = watchConsole(page);
  await page.goto(`${server.baseUrl}/console/`);
  await signInOnConsole(page, server, store.phone, signInTexts.en);
  await page.waitForURL(/\/console\/stores\//);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the Reports tab', () => {
  it("shows the diner's paid order in today's report and in the CSV", async () => {
    const t = reportTexts.en;
    await page.goto(`${server.baseUrl}/console/stores/${store.businessId}/board`);
    await page.getByRole('link', { name: appTexts.en.reports }).click();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    const cards = page.locator('.nc-report-cards');
    await cards.getByText(dollars(order.totalPrice)).first().waitFor();
    expect(await reportFigure(page, t.orders)).toBe('1');
    const top = page.getByRole('table', { name: t.topByQuantity });
    await top.getByRole('rowheader', { name: order.itemName.en }).waitFor();
    // The hour chart's table fallback names the hour of the order with its count.
    const hours = page.getByRole('table', { name: t.byHour });
    expect(await hours.getByRole('row').count()).toBe(25);
    await expectAccessible(page);
    await shot(page, 'reports-1280-en');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'reports-1024-en');
    await page.setViewportSize({ width: 1280, height: 800 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain(`\n${order.orderCode},`);
    expect(csv).toContain(`,${(order.totalPrice / 100).toFixed(2)},0.00,`);

    // Yesterday has nothing; a reversed range is refused with its translated error.
    await page.getByLabel(t.period, { exact: true }).selectOption('yesterday');
    await page.getByText(t.noOrders).waitFor();
    await page.getByLabel(t.period, { exact: true }).selectOption('range');
    await page.getByLabel(t.from, { exact: true }).fill('2025-06-12');
    await page.getByLabel(t.to, { exact: true }).fill('2025-06-11');
    await page.getByRole('button', { name: t.show }).click();
    await page.getByText("The report's dates must be real days").waitFor();
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it('reads in Chinese', async () => {
    const zh = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
      reducedMotion: 'reduce',
      storageState: await context.storageState(),
    });
    const zhPage = await zh.newPage();
    await zhPage.goto(`${server.baseUrl}/console/stores/${store.businessId}/reports`);
    await zhPage.getByRole('heading', { name: reportTexts.zh.title, level: 1 }).waitFor();
    await zhPage
      .getByRole('table', { name: reportTexts.zh.topByQuantity })
      .getByRole('rowheader', { name: order.itemName.zh })
      .waitFor();
    await expectAccessible(zhPage);
    await shot(zhPage, 'reports-1280-zh');
    await zh.close();
  });
});
