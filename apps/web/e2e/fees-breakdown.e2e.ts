import { join } from 'node:path';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { dollars } from '@nearbite/domain/money-text';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  type Place,
  phoneContextWithoutGift,
  type RunningServer,
  screenshotDir,
  signInDiner,
  startServer,
  UNION_SQUARE,
} from './harness';
import { textsEn, textsZh } from './texts';

/*
 * Issue 13, items 11 and 12: the payment screen shows checkout's price lines, which add up to its total;
 * fees never read as $0.00 or a made-up price: the store page says a location is needed or that the
 * diner is out of range, and checkout says "Choose an address" until one is chosen, "Out of range" for
 * an address beyond the delivery area, and shows the small-order fee from the start.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Sugar Cloud (demo catalog, seed 1) takes orders at any hour and delivers with the platform fleet up to
 * 4 mi: $25 minimum with a small-order fee, and 20 % off some items (an activity).
 */
const STORE = 'Sugar Cloud Tea & Dessert';
/** Downtown San Jose: some 40 miles from every store of the catalog. */
const SAN_JOSE: Place = { latitude: 37.3337, longitude: -121.89, address: 'Downtown San Jose, CA' };

const languages = [
  {
    locale: 'en-US' as const,
    add: (name: string) => `Add ${name}`,
    cartOpen: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
    checkoutButton: 'Checkout',
    delivery: 'Delivery',
    percentCoupon: /^15% off/,
    checkout: textsEn.checkout,
    price: textsEn.price,
    payment: textsEn.payment,
    store: textsEn.store,
    item: textsEn.item,
  },
  {
    locale: 'zh-CN' as const,
    add: (name: string) => `添加${name}`,
    cartOpen: (count: number) => `打开购物车，共${count}件`,
    checkoutButton: '去结算',
    delivery: '外送',
    percentCoupon: /^8\.5折/,
    checkout: textsZh.checkout,
    price: textsZh.price,
    payment: textsZh.payment,
    store: textsZh.store,
    item: textsZh.item,
  },
];
type Texts = (typeof languages)[number];

/** Fills `{{name}}` placeholders of an app text. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

interface MenuItem {
  id: string;
  name: string;
  price: number;
  hasOptions: boolean;
  soldOut: boolean;
  maxBuyNumber: number | null;
  minBuyNumber: number;
  timedMenuId: string;
}

async function api<T>(path: string, language = 'en-US'): Promise<T> {
  const response = await fetch(`${server.baseUrl}/apis/v1${path}`, {
    headers: { 'accept-language': language },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const near = `latitude=${UNION_SQUARE.latitude}&longitude=${UNION_SQUARE.longitude}`;

async function store(): Promise<BusinessDetailDto> {
  const page = await api<{ businesses: { id: string; name: string }[] }>(
    `/businesses?${near}&range=40&pageNumber=1&pageCapacity=100`,
  );
  const found = page.businesses.find((business) => business.name === STORE);
  if (!found) throw new Error(`no store ${STORE} in the demo catalog`);
  return api<BusinessDetailDto>(`/businesses/${found.id}/detail?${near}`);
}

/** The store's menu, in the page's language. */
async function menuItems(businessId: string, texts: Texts): Promise<MenuItem[]> {
  const menu = await api<{ commodityCategories: { commodities: MenuItem[] }[] }>(
    `/businesses/${businessId}/timedMenuDetail`,
    texts.locale,
  );
  return menu.commodityCategories.flatMap((category) => category.commodities);
}

/** All-day items one tap adds, in the page's language. */
async function quickItems(businessId: string, texts: Texts): Promise<MenuItem[]> {
  return (await menuItems(businessId, texts)).filter(
    (item) =>
      !item.hasOptions &&
      !item.soldOut &&
      item.timedMenuId === 'allDay' &&
      item.minBuyNumber === 1 &&
      item.maxBuyNumber === null,
  );
}

async function openStore(page: Page, businessId: string) {
  await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
}

/** Taps an item's + button `times` times, waiting for the cart bar to count each. */
async function addItem(page: Page, texts: Texts, item: MenuItem, times: number) {
  const button = page.getByRole('button', { name: texts.add(item.name), exact: true });
  for (let count = 1; count <= times; count += 1) {
    await button.click();
    await page.getByRole('button', { name: texts.cartOpen(count) }).waitFor();
  }
}

/**
 * Adds `units` of an item with options through its dialog: the first value of each required
 * specification, the first value of each attribute (the dialog's default), then "Add to cart".
 */
async function addThroughDialog(page: Page, texts: Texts, item: MenuItem, units: number) {
  const commodity = await api<{ specifications: { required: boolean; values: { name: string }[] }[] }>(
    `/commodities/${item.id}`,
    texts.locale,
  );
  await page
    .getByRole('button', { name: fill(texts.store.choose, { name: item.name }), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: item.name });
  for (const spec of commodity.specifications) {
    if (spec.required)
      await dialog.getByRole('button', { name: spec.values[0]?.name ?? '', exact: true }).click();
  }
  for (let count = item.minBuyNumber; count < units; count += 1) {
    await dialog.getByRole('button', { name: texts.item.increaseQuantity, exact: true }).click();
  }
  await dialog
    .getByRole('button', { name: new RegExp(`^${fill(texts.item.add, { price: '' }).trim()}`) })
    .click();
  await page.getByRole('button', { name: texts.cartOpen(units) }).waitFor();
}

async function openCheckout(page: Page, texts: Texts): Promise<Locator> {
  await page.getByRole('button', { name: texts.checkoutButton, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: texts.checkout.title, exact: true });
  await sheet.getByTestId('checkout-total').waitFor();
  return sheet;
}

/** Cents from a shown amount ("$12.50", "-$2.00"). */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** A row of a price breakdown by its exact label. */
function priceRow(scope: Locator, label: string): Locator {
  return scope
    .locator('.nb-price-row')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

/** Every line of a breakdown above its total: label and what it shows. */
async function breakdownLines(scope: Locator): Promise<{ label: string; value: string }[]> {
  return scope.locator('.nb-price-row:not(.nb-price-total)').evaluateAll((rows) =>
    rows.map((row) => ({
      // The label's own text, without checkout's "?" button.
      label: Array.from(row.querySelector('dt')?.childNodes ?? [])
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim(),
      value: row.querySelector('dd')?.textContent?.trim() ?? '',
    })),
  );
}

/** The sum of the amounts a breakdown shows above its total (points and words are not money). */
async function sumOfLines(scope: Locator): Promise<number> {
  const lines = await breakdownLines(scope);
  return lines.filter((line) => line.value.includes('$')).reduce((sum, line) => sum + cents(line.value), 0);
}

const shot = (page: Page, name: string, texts: Texts, fullPage = false) =>
  page.screenshot({ path: join(screenshotDir, `fees-${name}-${texts.locale}.png`), fullPage });

describe.each(languages)('fees and the price breakdown ($locale)', (texts) => {
  const phoneBase = texts.locale === 'en-US' ? 4155551300 : 4155551400;

  it("shows checkout's lines on the payment screen, and they add up to its total", async () => {
    const detail = await store();
    const config = detail.address.area.deliveryConfig;
    const activity = detail.activities.find((candidate) => candidate.activityType === 'discount');
    const covered = new Set(activity?.details[0]?.availableConditions.availableCommodities ?? []);
    if (!config?.smallOrderExtraPrice || !activity) throw new Error(`${STORE} changed`);
    const percent = activity.details[0]?.discountPercent ?? 100;
    // An item the activity covers (its first size), in a number that passes the 15 % coupon's $15
    // minimum after the discount but stays under the $25 delivery minimum (so the small-order fee applies).
    const choice = (await menuItems(detail.id, texts))
      .filter((item) => covered.has(item.id) && !item.soldOut && item.timedMenuId === 'allDay')
      .map((item) => {
        const paid = Math.ceil((item.price * percent) / 100);
        return { item, units: Math.max(item.minBuyNumber, Math.ceil(1500 / paid)), paid };
      })
      .find(
        ({ item, units, paid }) =>
          units * paid < config.minCommoditiesPrice - 50 && (item.maxBuyNumber ?? units) >= units,
      );
    if (!choice) throw new Error('no discounted item fits between the coupon and the delivery minimum');

    const context = await phoneContextWithoutGift(browser, texts.locale);
    const page = await context.newPage();
    await signInDiner(server, page, {
      phone: String(phoneBase + 1),
      location: UNION_SQUARE,
      welcomeGift: true,
      addresses: [UNION_SQUARE],
    });
    await openStore(page, detail.id);
    await addThroughDialog(page, texts, choice.item, choice.units);
    const sheet = await openCheckout(page, texts);
    await sheet.getByRole('button', { name: texts.delivery, exact: true }).click();
    await sheet.getByText(UNION_SQUARE.address).waitFor();
    await sheet.getByRole('button', { name: new RegExp(`^${texts.checkout.time.deliveryLabel}`) }).click();
    const times = page.getByRole('dialog', { name: texts.checkout.time.deliveryTitle });
    await times.getByRole('list').getByRole('button').first().click();
    await times.waitFor({ state: 'detached' });
    await sheet.getByRole('button', { name: new RegExp(`^${texts.checkout.coupon.title}`) }).click();
    const coupons = page.getByRole('dialog', { name: texts.checkout.coupon.title }).last();
    await coupons.getByRole('button', { name: texts.percentCoupon }).click();
    await priceRow(sheet, texts.price.coupon).waitFor();

    const checkoutLines = await breakdownLines(sheet);
    const checkoutTotal = cents(await sheet.getByTestId('checkout-total').innerText());
    expect(await sumOfLines(sheet)).toBe(checkoutTotal);

    const posted = page.waitForResponse(
      (response: Response) =>
        response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
    );
    await sheet.getByRole('button', { name: texts.checkout.submit.button }).click();
    expect((await posted).status()).toBe(200);
    await page.waitForURL(/\/payment\?orderId=/);
    const summary = page.locator('.nb-pay-summary');
    const total = summary.getByTestId('payment-breakdown-total');
    await total.waitFor();

    // Every kind of line the issue names is there, as checkout showed it.
    for (const label of [
      texts.price.subtotal,
      texts.price.itemDiscount,
      texts.price.coupon,
      texts.price.deliveryFee,
      texts.price.smallOrderFee,
      texts.price.tax,
      texts.price.tip,
    ]) {
      await expect(priceRow(summary, label).count(), label).resolves.toBe(1);
    }
    await expect(priceRow(summary, texts.price.smallOrderFee).locator('dd').innerText()).resolves.toBe(
      dollars(config.smallOrderExtraPrice),
    );
    expect(await breakdownLines(summary)).toEqual(checkoutLines);

    // The lines add up to the total, and that is the order's total and what the pay button charges.
    const shownTotal = cents(await total.innerText());
    expect(await sumOfLines(summary)).toBe(shownTotal);
    expect(shownTotal).toBe(checkoutTotal);
    expect(cents(await page.getByTestId('payment-total').innerText())).toBe(shownTotal);
    await page
      .getByRole('button', { name: fill(texts.payment.pay, { amount: dollars(shownTotal) }) })
      .waitFor();
    await expectAccessible(page);
    await shot(page, 'payment-breakdown', texts, true);
    await context.close();
  });

  it('says "Choose an address" before one is chosen, "Out of range" beyond the area, and only adds the fee', async () => {
    const detail = await store();
    const config = detail.address.area.deliveryConfig;
    if (!config?.smallOrderExtraPrice) throw new Error(`${STORE} has no small-order fee`);
    const item = (await quickItems(detail.id, texts)).find(
      (candidate) => candidate.price < config.minCommoditiesPrice,
    );
    if (!item) throw new Error('no item below the minimum');

    const context = await phoneContextWithoutGift(browser, texts.locale);
    const page = await context.newPage();
    // Two saved addresses, neither the default: checkout asks which.
    await signInDiner(server, page, {
      phone: String(phoneBase + 2),
      location: UNION_SQUARE,
      addresses: [UNION_SQUARE, SAN_JOSE],
    });
    await openStore(page, detail.id);
    await addItem(page, texts, item, 1);
    const sheet = await openCheckout(page, texts);
    await sheet.getByRole('button', { name: texts.delivery, exact: true }).click();

    // No address yet: no $0.00 delivery, the small-order fee and its rule from the start.
    const deliveryRow = priceRow(sheet, texts.price.deliveryFee);
    await deliveryRow.filter({ hasText: texts.price.deliveryAwaitingAddress }).waitFor();
    await expect(priceRow(sheet, texts.price.smallOrderFee).locator('dd').innerText()).resolves.toBe(
      dollars(config.smallOrderExtraPrice),
    );
    const fee = dollars(config.smallOrderExtraPrice);
    await sheet
      .getByRole('note')
      .filter({
        hasText: fill(texts.checkout.lowAmount, { minimum: dollars(config.minCommoditiesPrice), fee }),
      })
      .waitFor();
    await sheet.locator('.nb-price-total dt', { hasText: texts.price.totalBeforeDelivery }).waitFor();
    const before = cents(await sheet.getByTestId('checkout-total').innerText());
    expect(await sumOfLines(sheet)).toBe(before);
    await sheet.locator('.nb-submit-total-note', { hasText: texts.price.totalBeforeDelivery }).waitFor();
    await expectAccessible(page);
    await sheet.getByTestId('checkout-total').scrollIntoViewIfNeeded();
    await shot(page, 'checkout-no-address', texts);

    // An address 40 miles away: out of range, no made-up fee, the total unchanged.
    const deliverTo = sheet.getByRole('button', { name: new RegExp(`^${texts.checkout.address.deliverTo}`) });
    await deliverTo.click();
    const chooser = page.getByRole('dialog', { name: texts.checkout.address.chooserTitle });
    await chooser.getByRole('button', { name: new RegExp(`^${SAN_JOSE.address}`) }).click();
    await deliveryRow.filter({ hasText: texts.price.deliveryOutOfRange }).waitFor();
    expect(cents(await sheet.getByTestId('checkout-total').innerText())).toBe(before);
    await sheet.getByTestId('checkout-total').scrollIntoViewIfNeeded();
    await shot(page, 'checkout-out-of-range', texts);

    // An address in range: the fee appears and the total grows by exactly that.
    await deliverTo.click();
    await chooser.getByRole('button', { name: new RegExp(`^${UNION_SQUARE.address}`) }).click();
    await deliveryRow.filter({ hasText: '$' }).waitFor();
    const deliveryFee = cents(await deliveryRow.locator('dd').innerText());
    await sheet.locator('.nb-price-total dt', { hasText: new RegExp(`^${texts.price.total}$`) }).waitFor();
    const after = cents(await sheet.getByTestId('checkout-total').innerText());
    expect(after).toBe(before + deliveryFee);
    expect(await sumOfLines(sheet)).toBe(after);
    await expect(sheet.locator('.nb-submit-total-note').count()).resolves.toBe(0);
    await shot(page, 'checkout-in-range', texts);
    await context.close();
  });

  it('says on the store page that delivery needs a location, or is out of range, instead of a fee', async () => {
    const detail = await store();
    const context = await phoneContextWithoutGift(browser, texts.locale);
    const page = await context.newPage();
    const strip = page.locator('.nb-shop-strip');

    await openStore(page, detail.id);
    await strip.getByText(texts.store.deliveryNeedsLocation, { exact: true }).waitFor();
    await expect(strip.getByText('+$0.00').count()).resolves.toBe(0);
    await shot(page, 'store-no-location', texts);
    await strip
      .getByRole('button', { name: fill(texts.store.feeButton, { fee: texts.store.deliveryNeedsLocation }) })
      .click();
    await page.getByText(texts.store.feeExplain.noLocation).waitFor();

    await page.evaluate(
      (place) => sessionStorage.setItem('location', JSON.stringify({ ...place, manuallySet: true })),
      SAN_JOSE,
    );
    await openStore(page, detail.id);
    await strip.getByText(texts.store.deliveryOutOfRange, { exact: true }).waitFor();
    await shot(page, 'store-out-of-range', texts);

    await page.evaluate(
      (place) => sessionStorage.setItem('location', JSON.stringify({ ...place, manuallySet: true })),
      UNION_SQUARE,
    );
    await openStore(page, detail.id);
    await strip.getByText(fill(texts.store.deliveryFee, { fee: '' }).trim()).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
