import { join } from 'node:path';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  phoneContext,
  type RunningServer,
  screenshotDir,
  startServer,
} from './harness';
import { textsEn, textsZh } from './texts';

/**
 * The saved default address is preselected at the next checkout (issue 13, item 16): the first address a
 * diner saves starts as the default, and after an order the next checkout delivers there again.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ORDER_SIMULATOR: 'false' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Union Square, the demo catalog's centre. */
const HERE = { latitude: 37.788, longitude: -122.4075 };
/** Delivers with the platform's fleet at any hour (checkout.e2e.ts). */
const STORE = 'Sugar Cloud Tea & Dessert';

const languages = [
  {
    locale: 'en-US' as const,
    texts: textsEn.checkout,
    phone: '4155550741',
    add: (name: string) => `Add ${name}`,
    cartOpen: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
    cartPattern: /^Open cart, \d+ items?/,
    checkoutButton: 'Checkout',
    delivery: 'Delivery',
    placeOrder: 'Place order',
  },
  {
    locale: 'zh-CN' as const,
    texts: textsZh.checkout,
    phone: '4155550742',
    add: (name: string) => `添加${name}`,
    cartOpen: (count: number) => `打开购物车，共${count}件`,
    cartPattern: /^打开购物车，共\d+件/,
    checkoutButton: '去结算',
    delivery: '外送',
    placeOrder: '提交订单',
  },
];
type Language = (typeof languages)[number];

interface MenuItem {
  id: string;
  name: string;
  hasOptions: boolean;
  soldOut: boolean;
  timedMenuId: string;
  minBuyNumber: number;
}

async function apiGet<T>(path: string, language = 'en-US'): Promise<T> {
  const response = await fetch(`${server.baseUrl}/apis/v1${path}`, {
    headers: { 'accept-language': language },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function storeId(): Promise<string> {
  const page = await apiGet<{ businesses: { id: string; name: string }[] }>(
    `/businesses?latitude=${HERE.latitude}&longitude=${HERE.longitude}&range=40&pageNumber=1&pageCapacity=100`,
  );
  const store = page.businesses.find((business) => business.name === STORE);
  if (!store) throw new Error(`no store ${STORE} in the demo catalog`);
  return store.id;
}

async function quickItem(businessId: string, locale: string): Promise<MenuItem> {
  const menu = await apiGet<{ commodityCategories: { commodities: MenuItem[] }[] }>(
    `/businesses/${businessId}/timedMenuDetail`,
    locale,
  );
  const item = menu.commodityCategories
    .flatMap((category) => category.commodities)
    .find(
      (candidate) =>
        !candidate.hasOptions &&
        !candidate.soldOut &&
        candidate.timedMenuId === 'allDay' &&
        candidate.minBuyNumber === 1,
    );
  if (!item) throw new Error('no quick item');
  return item;
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

/** A diner at Union Square with no saved address, signed in through the API from the page. */
async function signedInPage(language: Language): Promise<Page> {
  const context = await phoneContext(browser, language.locale);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/fail`);
  await page.evaluate(async (number) => {
    await fetch('/apis/v1/phoneVerification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ internationalCode: '1', phoneNumber: number }),
    });
  }, language.phone);
  const code = await latestCode(language.phone);
  await page.evaluate(
    async ({ number, verificationCode, here }) => {
      const login = await fetch('/apis/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true }),
      });
      if (!login.ok) throw new Error(`login answered ${login.status}`);
      localStorage.setItem('signedIn', '1');
      sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
    },
    { number: language.phone, verificationCode: code, here: HERE },
  );
  return page;
}

/** The store page with one item in the cart and the checkout open on delivery. */
async function deliveryCheckout(
  page: Page,
  language: Language,
  businessId: string,
  item: MenuItem,
): Promise<Locator> {
  await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  // The menu is drawn once the item's button is; a cart kept from before shows by then too.
  const add = page.getByRole('button', { name: language.add(item.name), exact: true });
  await add.waitFor();
  if ((await page.getByRole('button', { name: language.cartPattern }).count()) === 0) {
    await add.click();
    await page.getByRole('button', { name: language.cartOpen(1) }).waitFor();
  }
  await page.getByRole('button', { name: language.checkoutButton, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: language.texts.title, exact: true });
  await sheet.getByTestId('checkout-total').waitFor();
  await sheet.getByRole('button', { name: language.delivery, exact: true }).click();
  return sheet;
}

async function shot(page: Page, name: string, locale: string) {
  await page.screenshot({ path: join(screenshotDir, `default-address-${name}-${locale}.png`) });
}

describe.each(languages)('the default delivery address ($locale)', (language) => {
  const { texts, locale } = language;

  it('starts the first saved address as the default, and preselects it at the next checkout', async () => {
    const businessId = await storeId();
    const item = await quickItem(businessId, locale);
    const page = await signedInPage(language);
    let sheet = await deliveryCheckout(page, language, businessId, item);

    // No address yet: add one from the chooser. Its default switch starts on.
    await sheet.getByRole('button', { name: new RegExp(`^${texts.address.deliverTo}`) }).click();
    await page.getByRole('button', { name: texts.address.add }).click();
    await page.waitForURL(/\/deliveryAddress$/);
    const defaultSwitch = page.getByRole('switch', { name: texts.addressForm.default });
    await defaultSwitch.waitFor();
    expect(await defaultSwitch.isChecked()).toBe(true);
    await page.getByLabel(texts.addressForm.name, { exact: true }).fill('Ada Lovelace');
    await page.getByRole('button', { name: new RegExp(`^${texts.addressForm.address}`) }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('combobox', { name: texts.addressForm.searchLabel }).fill('Grant Ave');
    const suggestion = picker.getByRole('option').filter({ hasText: 'Grant Ave, San Francisco' }).first();
    const street = await suggestion.innerText();
    await suggestion.click();
    await picker.getByText(street).waitFor();
    await picker.getByRole('button', { name: texts.addressForm.useAddress }).click();
    await page.getByRole('button', { name: new RegExp(street) }).waitFor();
    await expectAccessible(page);
    await shot(page, 'form', locale);
    await page.getByRole('button', { name: texts.addressForm.save, exact: true }).click();

    // Back in checkout with the address; the order goes there.
    await page.waitForURL(/\/post\/detail\?businessId=/);
    sheet = page.getByRole('dialog', { name: texts.title, exact: true });
    await sheet.getByText(street).waitFor();
    const posted = page.waitForResponse(
      (response: Response) =>
        response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
    );
    await sheet.getByRole('button', { name: language.placeOrder }).click();
    expect((await posted).status()).toBe(200);
    await page.waitForURL(/\/payment\?orderId=/);

    // The next checkout starts from the saved default address, with nothing chosen by hand.
    sheet = await deliveryCheckout(page, language, businessId, item);
    const chooser = sheet.getByRole('button', { name: new RegExp(`^${texts.address.deliverTo}`) });
    await chooser.getByText(street).waitFor();
    await expectAccessible(page);
    await shot(page, 'next-checkout', locale);
    await chooser.click();
    const list = page.getByRole('dialog', { name: texts.address.chooserTitle });
    await list.getByText(texts.address.default, { exact: false }).first().waitFor();
    await shot(page, 'chooser', locale);
    await page.context().close();
  });
});
