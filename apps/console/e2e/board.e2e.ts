import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
import { boardTexts } from '../src/features/board/texts';
import { signInTexts } from '../src/features/sign-in/texts';
import { signInOnConsole } from './console-sign-in';
import { dinerOrderStatus, type PlacedOrder, payOrder, placePickupOrder } from './diner-order';
import { storeScreensTest } from './store-screens';

/**
 * The console's order board (issue 15), end to end on a real server with a fresh database: a demo store's
 * owner signs in with the code from the dev outbox, a diner's paid order appears on the board without a
 * reload, the owner accepts it with 20 minutes, marks it ready and hands it over; a second order is refused
 * with a reason. Both languages; axe on the board; screenshots at 1280×800 and 1024×768.
 */

const SHOTS = '/tmp/console-shots';
mkdirSync(SHOTS, { recursive: true });

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ORDER_SIMULATOR: 'false' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Stores open around the clock that take pickup orders, one per language: each owner signs in once (a phone
 * may ask for a code once a minute).
 */
const languages = [
  { locale: 'en-US' as const, texts: 'en' as const, store: 'Sugar Cloud Tea & Dessert', diner: '4155559311' },
  { locale: 'zh-CN' as const, texts: 'zh' as const, store: 'Double Stack Diner', diner: '4155559312' },
];

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The demo store's id and its owner's 10 digits. */
async function demoStore(name: string): Promise<{ businessId: string; phone: string }> {
  const response = await fetch(`${server.baseUrl}/apis/v1/dev/demoStores?limit=50`);
  const { stores } = (await response.json()) as {
    stores: { businessId: string; name: string; ownerPhone: string }[];
  };
  const store = stores.find((item) => item.name === name);
  if (!store) throw new Error(`no demo store ${name}`);
  return { businessId: store.businessId, phone: store.ownerPhone.slice(2) };
}

describe.each(languages)('the console ($locale)', ({ locale, texts, store, diner }) => {
  const t = boardTexts[texts];
  const column = (page: Page, title: string) => page.getByRole('region', { name: startsWith(title) });
  const card = (scope: Page | Locator, code: string) =>
    scope.getByRole('article', { name: fill(t.orderCode, { code }) });
  let owner: { businessId: string; phone: string };
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let first: PlacedOrder;

  beforeAll(async () => {
    owner = await demoStore(store);
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

  it('shows a paid order live; the owner accepts, readies and hands it over, and refuses another', async () => {
    const { businessId, phone } = owner;
    // Signed out, /console goes to sign-in and comes back after; one store goes straight to its board.
    await page.goto(`${server.baseUrl}/console/`);
    await page.waitForURL(/\/console\/sign-in\?next=/);
    await page.screenshot({ path: `${SHOTS}/sign-in-${locale}.png` });
    await signInOnConsole(page, server, phone, signInTexts[texts]);
    await page.waitForURL(new RegExp(`/console/stores/${businessId}/board$`));
    await page.getByRole('status').filter({ hasText: t.live }).waitFor();
    await page.getByRole('link', { name: appTexts[texts].board }).waitFor();

    // Start shift: sound on, shown as such.
    await page.getByRole('button', { name: startsWith(t.startShift) }).click();
    await page.getByText(t.soundOn).waitFor();

    // A diner's order arrives without a reload once it is paid.
    const dinerPage = await (await phoneContextWithoutGift(browser, 'en-US')).newPage();
    await dinerPage.goto(`${server.baseUrl}/fail`);
    await signInByApi(dinerPage, server, diner);
    first = await placePickupOrder(dinerPage, server, businessId);
    await payOrder(dinerPage, first);
    const paidAt = Date.now();
    const incoming = column(page, t.columnIncoming);
    await card(incoming, first.orderCode).waitFor({ timeout: 5000 });
    const latency = Date.now() - paidAt;
    expect(latency, `the order took ${latency} ms to show`).toBeLessThan(2000);
    await card(incoming, first.orderCode).getByText(first.itemName[texts]).waitFor();
    await page.getByText(fill(t.ringingOne, { count: 1 })).waitFor();

    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/board-incoming-1280x800-${locale}.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/board-incoming-1024x768-${locale}.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Accept with 20 minutes: it moves to preparing, with its ready time.
    await card(incoming, first.orderCode).getByRole('button', { name: t.accept, exact: true }).click();
    const accept = page.getByRole('dialog', { name: fill(t.acceptTitle, { code: first.orderCode }) });
    await accept.getByRole('button', { name: fill(t.minutesChoice, { minutes: 20 }), exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/board-accept-${locale}.png` });
    await accept.getByRole('button', { name: fill(t.acceptWith, { minutes: 20 }) }).click();
    await accept.waitFor({ state: 'hidden' });
    const preparing = card(column(page, t.columnPreparing), first.orderCode);
    await preparing.waitFor();
    await preparing.getByText(startsWith(t.readyBy.split('{')[0] ?? '')).waitFor();
    await page.getByText(fill(t.ringingOne, { count: 1 })).waitFor({ state: 'detached' });

    // Ready, then picked up: done today.
    await preparing.getByRole('button', { name: t.ready, exact: true }).click();
    const ready = card(column(page, t.columnReady), first.orderCode);
    await ready.getByRole('button', { name: t.completePickup, exact: true }).click();
    await card(column(page, t.columnDone), first.orderCode).waitFor();
    expect(await dinerOrderStatus(dinerPage, first.id)).toBe('completed');

    // A second order is refused with a reason: the diner's order is cancelled.
    const second = await placePickupOrder(dinerPage, server, businessId, 1);
    await payOrder(dinerPage, second);
    const waiting = card(incoming, second.orderCode);
    await waiting.waitFor({ timeout: 5000 });
    await waiting.getByRole('button', { name: t.refuse, exact: true }).click();
    const refuse = page.getByRole('dialog', { name: fill(t.refuseTitle, { code: second.orderCode }) });
    await refuse.getByLabel(t.reasonLabel).selectOption('repeatOrders');
    await page.screenshot({ path: `${SHOTS}/board-refuse-${locale}.png` });
    await refuse.getByRole('button', { name: t.confirmRefuse, exact: true }).click();
    await refuse.waitFor({ state: 'hidden' });
    const refused = card(column(page, t.columnDone), second.orderCode);
    await refused.getByText(startsWith(t.statusCancelled)).waitFor();
    expect(await dinerOrderStatus(dinerPage, second.id)).toBe('cancelled');
    // Refused here, so no alarm about a cancellation.
    await expect(page.getByText(fill(t.cancelledNotice, { code: second.orderCode })).count()).resolves.toBe(
      0,
    );

    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/board-done-1280x800-${locale}.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/board-done-1024x768-${locale}.png` });
    // On a phone, one column at a time.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: startsWith(t.columnDone) }).click();
    await card(page, second.orderCode).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/board-phone-${locale}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
    await dinerPage.context().close();
  });

  it("runs the store's settings, printers, staff, keys and audit log, and prints a kitchen ticket", async () => {
    await storeScreensTest({
      page,
      server,
      businessId: owner.businessId,
      order: first,
      locale,
      texts,
      shots: SHOTS,
    });
    expect(errors).toEqual([]);
  });
});
