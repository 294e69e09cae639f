import { join } from 'node:path';
import type { CommodityDto, CommoditySummaryDto, TimedMenuDetailDto } from '@nearbite/contract/menu';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  phoneContext,
  type RunningServer,
  screenshotDir,
  startServer,
  watchConsole,
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

type Locale = 'en-US' | 'zh-CN';

async function get<T>(path: string, locale: Locale): Promise<T> {
  const response = await fetch(`${server.baseUrl}/apis/v1${path}`, {
    headers: { 'accept-language': locale },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** What the test orders: an item with specifications, attributes and add-ons, and a plain item. */
interface Shop {
  id: string;
  name: string;
  rich: CommodityDto;
  plain: CommoditySummaryDto;
}

const covered = (detail: BusinessDetailDto, id: string) =>
  detail.activities.some((activity) =>
    activity.details.some((d) => {
      const items = d.availableConditions.availableCommodities;
      return items.length === 0 || items.includes(id);
    }),
  );

const simple = (item: { minBuyNumber: number; maxBuyNumber: number | null; stockNumber: number | null }) =>
  item.minBuyNumber === 1 &&
  item.maxBuyNumber === null &&
  (item.stockNumber === null || item.stockNumber >= 5);

/**
 * An open store of the demo catalog offering delivery and pickup, with an all-day item having
 * specifications, attributes and add-ons, and an all-day item without options, neither discounted.
 */
async function findShop(locale: Locale): Promise<Shop> {
  const list = await get<{ businesses: { id: string; isOpen: boolean; diningTypes: string[] }[] }>(
    '/businesses?longitude=-122.4075&latitude=37.788&pageCapacity=100',
    locale,
  );
  for (const business of list.businesses) {
    if (
      !business.isOpen ||
      !business.diningTypes.includes('delivery') ||
      !business.diningTypes.includes('pickup')
    )
      continue;
    const detail = await get<BusinessDetailDto>(`/businesses/${business.id}/detail`, locale);
    const menu = await get<TimedMenuDetailDto>(`/businesses/${business.id}/timedMenuDetail`, locale);
    const items = menu.commodityCategories
      .flatMap((category) => category.commodities)
      .filter(
        (item) => !item.soldOut && item.timedMenuId === 'allDay' && simple(item) && !covered(detail, item.id),
      );
    const plain = items.find((item) => !item.hasOptions);
    if (!plain) continue;
    for (const summary of items.filter((item) => item.hasOptions)) {
      const rich = await get<CommodityDto>(`/commodities/${summary.id}`, locale);
      const fits =
        rich.canJoin &&
        rich.specifications.length > 0 &&
        rich.attributes.some((attribute) => attribute.values.length > 1) &&
        rich.addOns.some((group) => group.minBuyNumber === 0 && group.values.length > 0);
      if (fits) return { id: business.id, name: detail.name, rich, plain };
    }
  }
  throw new Error('no store in the demo catalog fits the test');
}

/** Chooses a value of every specification, the second value of each attribute and one add-on; answers the unit price. */
async function makeChoices(page: Page, item: CommodityDto): Promise<number> {
  const dialog = page.getByRole('dialog', { name: item.name });
  for (const spec of item.specifications) {
    if (!spec.required) continue;
    await dialog.getByRole('button', { name: spec.values[0]?.name ?? '', exact: true }).click();
  }
  let price = item.price;
  for (const attribute of item.attributes) {
    const second = attribute.values[1];
    if (!second) continue;
    await dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(second.name)}`) }).click();
    price += second.price;
  }
  const group = item.addOns.find((candidate) => candidate.minBuyNumber === 0) ?? item.addOns[0];
  const addOn = group?.values[0];
  if (addOn) {
    await dialog.getByRole('button', { name: new RegExp(`${escapeRegExp(addOn.name)}$`) }).click();
    price += addOn.price;
  }
  for (const other of item.addOns) {
    if (other === group || other.minBuyNumber === 0) continue;
    for (let n = 0; n < other.minBuyNumber; n += 1) {
      await dialog
        .getByRole('button', { name: new RegExp(`${escapeRegExp(other.values[0]?.name ?? '')}$`) })
        .click();
      price += other.values[0]?.price ?? 0;
    }
  }
  return price;
}

const languages = [
  {
    locale: 'en-US' as const,
    categories: 'Menu categories',
    choose: (name: string) => `Choose options for ${name}`,
    add: /^Add to cart/,
    update: /^Update cart/,
    openCart: /^Open cart/,
    cart: 'Cart',
    edit: (name: string) => `Edit ${name}`,
    more: 'One more',
    less: (name: string) => `One less ${name}`,
    remove: 'Remove',
    empty: 'Your cart is empty',
    search: 'Search this store',
    searchBox: 'Search dishes in this store',
    noResults: /No dishes match/,
    cancel: 'Cancel',
    quickAdd: (name: string) => `Add ${name}`,
    back: 'Back',
    total: (price: string) => `Total ${price}`,
    enlargePhoto: /^Enlarge photo 1 of/,
    preview: 'Photo viewer',
    closePreview: 'Close photo',
    feeButton: /^Delivery: location needed/,
    feeTitle: 'Delivery fee',
    feeRule: /for the first|DoorDash/,
    gotIt: 'Got it',
    locationPrompt: 'Your location',
    notNow: 'Not now',
    safari: 'Add to your Home Screen',
    redeem: 'Redeem with points',
    pointsGuide: 'Points guide',
  },
  {
    locale: 'zh-CN' as const,
    categories: '菜品分类',
    choose: (name: string) => `为${name}选规格`,
    add: /^加入购物车/,
    update: /^更新购物车/,
    openCart: /^打开购物车/,
    cart: '购物车',
    edit: (name: string) => `修改${name}`,
    more: '增加一份',
    less: (name: string) => `减少一份${name}`,
    remove: '删除',
    empty: '购物车是空的',
    search: '搜索本店商品',
    searchBox: '搜索本店菜品',
    noResults: /没有找到/,
    cancel: '取消',
    quickAdd: (name: string) => `添加${name}`,
    back: '返回',
    total: (price: string) => `合计 ${price}`,
    enlargePhoto: /^放大第 1 张图片/,
    preview: '图片预览',
    closePreview: '关闭图片',
    feeButton: /^配送费：需先定位/,
    feeTitle: '配送费',
    feeRule: /英里|DoorDash/,
    gotIt: '知道了',
    locationPrompt: '您的位置',
    notNow: '暂不',
    safari: '添加到主屏幕',
    redeem: '积分兑换',
    pointsGuide: '积分指南',
  },
];

describe.each(languages)('ordering at a store ($locale)', (texts) => {
  it('chooses options, edits and removes a cart line, searches goods and finds the cart again after leaving', async () => {
    const shop = await findShop(texts.locale);
    const context = await phoneContext(browser, texts.locale);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const storeUrl = `${server.baseUrl}/post/detail?businessId=${shop.id}`;
    await page.goto(storeUrl);

    // The store page: name, category tabs and item rows with prices.
    await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
    const tabs = page.getByRole('navigation', { name: texts.categories }).getByRole('button');
    expect(await tabs.count()).toBeGreaterThan(0);
    const firstRow = page.getByRole('listitem').filter({ hasText: shop.rich.name }).first();
    expect(await firstRow.innerText()).toContain(dollars(shop.rich.price));
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `store-page-${texts.locale}.png`) });

    // The item dialog: choices, then add; the cart bar shows one item at the line's price.
    await page.getByRole('button', { name: texts.choose(shop.rich.name) }).click();
    const dialog = page.getByRole('dialog', { name: shop.rich.name });
    await dialog.waitFor();
    const unit = await makeChoices(page, shop.rich);
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `store-item-dialog-${texts.locale}.png`) });
    await dialog.getByRole('button', { name: texts.add }).click();
    await dialog.waitFor({ state: 'hidden' });
    const total = page.getByTestId('cart-total');
    await expect.poll(() => total.innerText()).toBe(texts.total(dollars(unit)));

    // The cart popup: the line's price equals the bar's total.
    await page.getByRole('button', { name: texts.openCart }).click();
    const cart = page.getByRole('dialog', { name: texts.cart });
    await cart.waitFor();
    expect(await cart.getByTestId('cart-line-price').innerText()).toBe(dollars(unit));
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `store-cart-${texts.locale}.png`) });

    // Editing the line preloads its choices; one more unit doubles the total.
    await cart.getByRole('button', { name: texts.edit(shop.rich.name) }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: texts.more, exact: true }).click();
    await dialog.getByRole('button', { name: texts.update }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => total.innerText()).toBe(texts.total(dollars(unit * 2)));

    // Minus twice: the second asks before removing the line.
    await page.getByRole('button', { name: texts.openCart }).click();
    await cart.waitFor();
    await cart.getByRole('button', { name: texts.less(shop.rich.name) }).click();
    await cart.getByRole('button', { name: texts.less(shop.rich.name) }).click();
    await page.getByRole('button', { name: texts.remove, exact: true }).click();
    await page.getByText(texts.empty).waitFor();

    // Goods search: no result, then a match added straight to the same cart.
    await page.getByRole('link', { name: texts.search }).click();
    await page.waitForURL(/\/post\/search\?businessId=/);
    const box = page.getByRole('searchbox', { name: texts.searchBox });
    await box.fill('zzzzqqq');
    await box.press('Enter');
    await page.getByText(texts.noResults).waitFor();
    await box.fill(shop.plain.name.slice(0, 4));
    await box.press('Enter');
    await page.getByRole('button', { name: texts.quickAdd(shop.plain.name), exact: true }).click();
    await expect.poll(() => total.innerText()).toBe(texts.total(dollars(shop.plain.price)));
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `store-search-${texts.locale}.png`) });

    // Leave for home, come back with a new page load: the cart is restored.
    await page.getByRole('link', { name: texts.cancel }).click();
    await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
    await page.getByRole('button', { name: texts.back, exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.goto(storeUrl);
    await expect
      .poll(() => page.getByTestId('cart-total').innerText())
      .toBe(texts.total(dollars(shop.plain.price)));

    expect(errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await context.close();
  });

  it('enlarges a banner photo, explains the delivery fee, lets the prompts go and shows the guides', async () => {
    const shop = await findShop(texts.locale);
    const context = await phoneContext(browser, texts.locale);
    const page = await context.newPage();
    const errors = watchConsole(page);
    // The server sends the page with the store's banner already drawn; the page's header replaces it.
    const storeUrl = `${server.baseUrl}/post/detail?businessId=${shop.id}`;
    const firstHtml = await (await fetch(storeUrl, { headers: { accept: 'text/html' } })).text();
    expect(firstHtml).toMatch(/<div id="nb-store-shell"[^>]*><img src="\/apis\/v1\/images\//);
    await page.goto(storeUrl);
    await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    expect(await page.locator('#nb-store-shell').count()).toBe(0);

    // A banner photo opens full screen; its close button brings the page back.
    await page.getByRole('button', { name: texts.enlargePhoto }).first().click();
    const preview = page.getByRole('dialog', { name: texts.preview });
    await preview.waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `store-preview-${texts.locale}.png`) });
    await preview.getByRole('button', { name: texts.closePreview }).click();
    await preview.waitFor({ state: 'detached' });

    // The delivery fee in the info strip (no location yet, so it asks for one) explains its rule.
    await page.getByRole('button', { name: texts.feeButton }).click();
    const fee = page.getByRole('dialog', { name: texts.feeTitle });
    await fee.waitFor();
    expect(await fee.innerText()).toMatch(texts.feeRule);
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `store-fee-${texts.locale}.png`) });
    await fee.getByRole('button', { name: texts.gotIt }).click();
    await fee.waitFor({ state: 'hidden' });

    // Without a chosen location the page offers to set one; "Not now" keeps it away for the tab.
    const prompt = page.getByRole('region', { name: texts.locationPrompt });
    await prompt.getByRole('button', { name: texts.notNow }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
    expect(await prompt.count()).toBe(0);

    // The redeem label opens the points guide (when the store runs a points programme).
    const redeem = page.getByRole('button', { name: texts.redeem, exact: true });
    if ((await redeem.count()) > 0) {
      await redeem.click();
      const guide = page.getByRole('dialog', { name: texts.pointsGuide });
      await guide.waitFor();
      await page.screenshot({ path: join(screenshotDir, `store-points-guide-${texts.locale}.png`) });
      await guide.getByRole('button', { name: texts.gotIt }).click();
      await guide.waitFor({ state: 'hidden' });
    }

    // A link asking for the iOS Safari guide shows it once per tab.
    await page.goto(`${server.baseUrl}/post/detail?businessId=${shop.id}&needShowSafariGuide=true`);
    const safari = page.getByRole('dialog', { name: texts.safari });
    await safari.waitFor();
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `store-safari-guide-${texts.locale}.png`) });
    await safari.getByRole('button', { name: texts.gotIt }).click();
    await safari.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
    expect(await safari.count()).toBe(0);

    expect(errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await context.close();
  });

  it('sends an unknown table to the table failure view', async () => {
    const shop = await findShop(texts.locale);
    const context = await phoneContext(browser, texts.locale);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/post/detail?businessId=${shop.id}&tableName=NoSuchTable`);
    await page.waitForURL(/\/fail\?failType=table/);
    await context.close();
  });
});
