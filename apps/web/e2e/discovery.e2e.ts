import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  phoneContextWithoutGift,
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

/** Types an address on /location, picks the first suggestion and confirms. */
async function chooseLocation(page: Page, texts: { search: string; confirm: string }, typed: string) {
  await page.goto(`${server.baseUrl}/location`);
  const input = page.getByRole('combobox', { name: texts.search }).or(page.getByLabel(texts.search));
  await input.first().fill(typed);
  const suggestion = page.getByRole('option').first();
  await suggestion.waitFor();
  await suggestion.click();
  await page.getByRole('button', { name: texts.confirm }).click();
  await page.waitForURL(`${server.baseUrl}/`);
}

function storeCards(page: Page) {
  return page.getByRole('list', { name: /Stores|商家/ }).getByRole('listitem');
}

const languages = [
  {
    locale: 'en-US' as const,
    search: 'Search for an address',
    confirm: 'Confirm location',
    stores: 'Stores',
    categories: 'Categories',
    chinese: 'Chinese',
    miles: /(\d+\.\d) mi/,
    labels: /Open|Reserved|Closed/,
    map: 'Map',
    strip: 'Stores on the map',
  },
  {
    locale: 'zh-CN' as const,
    search: '搜索地址',
    confirm: '确认地址',
    stores: '商家',
    categories: '分类',
    chinese: '中餐',
    miles: /(\d+\.\d) 英里/,
    labels: /营业中|可预订|已打烊/,
    map: '地图',
    strip: '地图上的商家',
  },
];

describe.each(languages)('finding stores near me ($locale)', (texts) => {
  it('sets a location by typing an address and lists nearby stores with labels and distances, filtered by a category', async () => {
    const context = await phoneContextWithoutGift(browser, texts.locale);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await chooseLocation(page, texts, 'San Francisco');
    await page.getByRole('heading', { name: texts.stores, exact: true }).waitFor();
    await storeCards(page).first().waitFor();
    const firstCard = await storeCards(page).first().innerText();
    expect(firstCard).toMatch(texts.miles);
    expect(firstCard).toMatch(texts.labels);
    const cardTexts = await storeCards(page).allInnerTexts();
    const distances = cardTexts.map((text) => Number(text.match(texts.miles)?.[1]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `home-stores-${texts.locale}.png`) });

    await page.getByRole('button', { name: texts.categories }).click();
    await page.getByRole('dialog').getByText(texts.chinese, { exact: true }).click();
    // The filtered list replaces the full one once its request answers.
    await expect
      .poll(
        async () => {
          const count = await storeCards(page).count();
          return count > 0 && count < cardTexts.length;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const filtered = await storeCards(page).allInnerTexts();
    for (const text of filtered) expect(text).toContain(texts.chinese);
    // Map tiles cannot load in this sandbox; every other request must succeed.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await context.close();
  });

  it('loads a second page when scrolling to the end of the list', async () => {
    const context = await phoneContextWithoutGift(browser, texts.locale);
    const page = await context.newPage();
    await chooseLocation(page, texts, 'San Francisco');
    await storeCards(page).first().waitFor();
    expect(await storeCards(page).count()).toBe(50);
    for (let i = 0; i < 20 && (await storeCards(page).count()) <= 50; i += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    expect(await storeCards(page).count()).toBeGreaterThan(50);
    await context.close();
  });

  it('opens map mode and picks a store from the strip', async () => {
    const context = await phoneContextWithoutGift(browser, texts.locale);
    const page = await context.newPage();
    await chooseLocation(page, texts, 'San Francisco');
    await page.getByRole('link', { name: texts.map, exact: true }).click();
    await page.waitForURL(/\/mapMode/);
    const strip = page.getByRole('list', { name: texts.strip });
    await strip.getByRole('link').first().waitFor();
    await page.screenshot({ path: join(screenshotDir, `map-mode-${texts.locale}.png`) });
    await strip.getByRole('link').first().click();
    await page.waitForURL(/\/post\/detail\?businessId=/);
    await context.close();
  });
});

describe('searching', () => {
  it('searches by an English and by a Chinese keyword', async () => {
    const context = await phoneContextWithoutGift(browser, 'zh-CN');
    const page = await context.newPage();
    await chooseLocation(page, { search: '搜索地址', confirm: '确认地址' }, 'San Francisco');
    await page.goto(`${server.baseUrl}/search`);
    const box = page.getByRole('searchbox', { name: '搜索商家或菜品' }).or(page.getByLabel('搜索商家或菜品'));
    await box.first().fill('面');
    await box.first().press('Enter');
    await page.getByRole('link').filter({ hasText: '面' }).first().waitFor();
    await page.locator('.nb-splash').waitFor({ state: 'detached' });
    await page.screenshot({ path: join(screenshotDir, 'search-zh.png') });
    await box.first().fill('Dumpling');
    await box.first().press('Enter');
    await page
      .getByRole('link')
      .filter({ hasText: /饺|Dumpling/i })
      .first()
      .waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('searches in English too', async () => {
    const context = await phoneContextWithoutGift(browser, 'en-US');
    const page = await context.newPage();
    await chooseLocation(
      page,
      { search: 'Search for an address', confirm: 'Confirm location' },
      'San Francisco',
    );
    await page.goto(`${server.baseUrl}/search`);
    const box = page.getByRole('searchbox', { name: 'Search stores and dishes' });
    await box.fill('noodle');
    await box.press('Enter');
    await page
      .getByRole('link')
      .filter({ hasText: /noodle/i })
      .first()
      .waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
