import { join } from 'node:path';
import type { CommodityDto } from '@nearbite/contract/menu';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/en';
import { zh } from '../src/shared/i18n/zh';
import {
  catalogStoreId,
  expectAccessible,
  launchBrowser,
  type RunningServer,
  screenshotDir,
  sendJson,
  signedInDiner,
  startServer,
  watchConsole,
} from './harness';
import { textsEn, textsZh } from './texts';

/**
 * Order again (issue 13, item 9): the order list and detail send the diner to the store page with the
 * cart refilled from the order (items, specifications, options, add-ons, units), and a notice names what
 * could not come back. A real sell-out: a second order buys the last milk teas.
 */

const STORE = 'Sugar Cloud Tea & Dessert';
/** Stock 10, no maximum: sweetness (required), ice, size (Large +$2.50), add-ins. */
const TEA_ID = '4a29aaba-0008-8000-8000-1e0000000300';
const TEA_STOCK = 10;
/** A plain item ($6.45). */
const MOCHI_ID = '4a29aaba-0008-8000-8000-1e0000000600';

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
  {
    locale: 'en-US' as const,
    phone: '4155550781',
    store: textsEn,
    checkout: textsEn.checkout,
    orders: textsEn,
    close: en.common.close,
  },
  {
    locale: 'zh-CN' as const,
    phone: '4155550782',
    store: textsZh,
    checkout: textsZh.checkout,
    orders: textsZh,
    close: zh.common.close,
  },
];
type Language = (typeof languages)[number];

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function item(id: string, locale: string): Promise<CommodityDto> {
  const response = await fetch(`${server.baseUrl}/apis/v1/commodities/${id}`, {
    headers: { 'accept-language': locale },
  });
  return (await response.json()) as CommodityDto;
}

async function shot(page: Page, name: string, locale: string) {
  await page.screenshot({ path: join(screenshotDir, `order-again-${name}-${locale}.png`) });
}

/** Checkout for pickup as soon as possible; answers the new order's id (the app goes to payment). */
async function placePickupOrder(page: Page, language: Language): Promise<string> {
  const { store, checkout } = language;
  await page.getByRole('button', { name: store.cart.checkout, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: checkout.title });
  await sheet.getByTestId('checkout-total').waitFor();
  await sheet.getByRole('button', { name: store.store.diningType.pickup, exact: true }).click();
  await sheet.getByText(checkout.time.asap).first().waitFor();
  const posted = page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
  );
  await sheet.getByRole('button', { name: checkout.submit.button }).click();
  const response = await posted;
  const body = (await response.json()) as { orders: { id: string }[] };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  await page.waitForURL(/\/payment\?orderId=/);
  return body.orders[0]?.id ?? '';
}

describe.each(languages)('order again ($locale)', (language) => {
  const { locale, store, orders } = language;

  it('refills the cart with the order’s items and choices, and names what is sold out', async () => {
    const businessId = await catalogStoreId(server, STORE);
    const [tea, mochi] = await Promise.all([item(TEA_ID, locale), item(MOCHI_ID, locale)]);
    const { page } = await signedInDiner(browser, server, locale, language.phone);
    const errors = watchConsole(page);
    const cartButton = (count: number) =>
      page.getByRole('button', {
        name: fill(count === 1 ? store.cart.open_one : store.cart.open_other, { count }),
      });

    // The order: two milk teas (50%, Large, two tapioca pearls) and a mango mochi; then cancelled.
    await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: fill(store.store.choose, { name: tea.name }) }).click();
    const dialog = page.getByRole('dialog', { name: tea.name });
    const sweetness = tea.specifications[0]?.values[2]?.name ?? '';
    const large = tea.attributes[0]?.values[1]?.name ?? '';
    const pearls = tea.addOns[0]?.values[0]?.name ?? '';
    await dialog.getByRole('button', { name: sweetness, exact: true }).click();
    await dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(large)}`) }).click();
    const morePearls = dialog.getByRole('button', { name: fill(store.item.increase, { name: pearls }) });
    await morePearls.click();
    await morePearls.click();
    await dialog.getByRole('button', { name: store.item.increaseQuantity, exact: true }).click();
    await dialog
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(store.item.add.split('{{')[0] ?? '')}`) })
      .click();
    await cartButton(2).waitFor();
    await page
      .getByRole('button', { name: fill(store.store.add, { name: mochi.name }), exact: true })
      .click();
    await cartButton(3).waitFor();
    const first = await placePickupOrder(page, language);
    await sendJson(page, 'POST', `/orders/${first}/cancellation`, { reason: 'noLongerWanted' });

    // From the order list (History): the store page, the cart refilled with the same choices.
    await page.goto(`${server.baseUrl}/orders`);
    await page.getByRole('tab', { name: orders.orders.tab.history }).click();
    const row = page.locator('.nb-order-row').first();
    await row.getByRole('link', { name: orders.orders.action.orderAgain }).click();
    await page.waitForURL(/\/post\/detail\?businessId=[^&]+$/);
    await page.getByText(fill(store.orderAgain.refilled_other, { count: 3 })).waitFor();
    await cartButton(3).click();
    const cart = page.getByRole('dialog', { name: store.cart.title });
    const teaLine = cart.locator('.nb-cart-line').filter({ hasText: tea.name });
    await teaLine.getByText(`${sweetness} · ${large} · ${pearls} ×2`).waitFor();
    expect(await teaLine.locator('output').innerText()).toBe('2');
    expect(
      await cart.locator('.nb-cart-line').filter({ hasText: mochi.name }).locator('output').innerText(),
    ).toBe('1');
    await expectAccessible(page);
    await shot(page, 'refilled', locale);

    // A second order takes every milk tea left (10 with these two).
    const oneMore = cart.getByRole('button', { name: fill(store.cart.increase, { name: tea.name }) });
    for (let count = 3; count <= TEA_STOCK; count += 1) {
      await oneMore.click();
      await teaLine.locator('output').getByText(String(count), { exact: true }).waitFor();
    }
    await cart.getByRole('button', { name: language.close, exact: true }).click();
    await cart.waitFor({ state: 'hidden' });
    const second = await placePickupOrder(page, language);

    // From the first order's detail: the mochi comes back, the milk tea is named as sold out.
    await page.goto(`${server.baseUrl}/order/info?orderId=${first}`);
    await page.getByRole('link', { name: orders.orderInfo.action.orderAgain }).click();
    await page.waitForURL(/\/post\/detail\?businessId=[^&]+$/);
    const report = page.getByRole('dialog').filter({ has: page.getByTestId('order-again-report') });
    await report.getByText(fill(store.orderAgain.unavailableTitle_one, { count: 1 })).waitFor();
    await report
      .getByText(fill(store.orderAgain.line, { name: tea.name, reason: store.orderAgain.reason.soldOut }))
      .waitFor();
    await report.getByText(fill(store.orderAgain.added_one, { count: 1 })).waitFor();
    await expectAccessible(page);
    await shot(page, 'sold-out', locale);
    await report.getByRole('button', { name: store.orderAgain.ok }).click();
    await cartButton(1).waitFor();
    await shot(page, 'after', locale);
    expect(errors).toEqual([]);

    // The second order is cancelled, so its milk teas go back on sale for the next test.
    await sendJson(page, 'POST', `/orders/${second}/cancellation`, { reason: 'noLongerWanted' });
    await page.context().close();
  });
});
