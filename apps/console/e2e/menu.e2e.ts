import { mkdirSync, readFileSync } from 'node:fs';
import type { MenuFileDto } from '@nearbite/contract/console-menu';
import type { TimedMenuDetailDto } from '@nearbite/contract/menu';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  type RunningServer,
  signInByApi,
  startServer,
  watchConsole,
} from '../../web/e2e/harness';
import { appTexts } from '../src/app/app-texts';
import { menuTexts } from '../src/features/menu/texts';
import { hoursTexts } from '../src/shared/i18n/hours-texts';
import { applyMenuImport, uploadDrawnPhoto } from './console-steps';

/**
 * The Menu screen (issue 16) end to end on a real server: a demo store's owner reorders categories and items
 * with the keyboard, takes an item off sale, duplicates one, exports CSV, imports a file with a mistake (every
 * problem listed, nothing changed) and then the example menu (dry run, apply); the diner's store page shows
 * each change at once. Axe and screenshots at 1280×800 and 1024×768, and the screen in Chinese.
 */

const SHOTS = '/tmp/console-shots';
mkdirSync(SHOTS, { recursive: true });
const example = readFileSync(new URL('../../../docs/examples/menu.example.json', import.meta.url));
const t = menuTexts.en;
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
const consoleMenu = () => apiGet<MenuFileDto>(`/console/stores/${businessId}/menu`);
const dinerMenu = () => apiGet<TimedMenuDetailDto>(`/businesses/${businessId}/timedMenuDetail`);

/** Lifts a sortable by its handle with the keyboard, moves it one place down and drops it. */
async function moveDown(handleName: string) {
  const handle = page.getByRole('button', { name: handleName, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
}

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
    reducedMotion: 'reduce',
  });
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

describe('the Menu screen', () => {
  it('reorders with the keyboard, sells out and duplicates items, and diners see it at once', async () => {
    await page.goto(`${server.baseUrl}/console/stores/${businessId}/menu`);
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: appTexts.en.menu }).waitFor();
    const before = await consoleMenu();
    const [first, second] = before.categories;
    if (!first || !second) throw new Error('the demo store has two categories');
    await page.getByRole('heading', { name: first.name.en, level: 2 }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/menu-en-US.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/menu-1024-en-US.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    await moveDown(fill(t.moveCategory, { name: first.name.en }));
    await page.getByText(t.orderSaved).waitFor();
    expect((await consoleMenu()).categories.map((category) => category.id).slice(0, 2)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await dinerMenu()).commodityCategories[0]?.name).toBe(second.name.en);

    const items = before.items.filter((item) => item.category === second.key);
    const [top, next] = items;
    if (!top || !next) throw new Error('the category has two items');
    await moveDown(fill(t.moveItem, { name: top.name.en }));
    await page.getByText(t.orderSaved).nth(0).waitFor();
    await expect
      .poll(async () => (await dinerMenu()).commodityCategories[0]?.commodities[0]?.id)
      .toBe(next.id);

    const row = page.getByRole('listitem').filter({ hasText: next.name.en }).first();
    await row.getByRole('switch', { name: t.onSale }).click();
    await page.getByText(fill(t.markedSoldOut, { name: next.name.en })).waitFor();
    const soldOut = (await dinerMenu()).commodityCategories[0]?.commodities.find(
      (item) => item.id === next.id,
    );
    expect(soldOut?.soldOut).toBe(true);

    await page.getByRole('button', { name: fill(t.duplicateLabel, { name: top.name.en }) }).click();
    await page.getByText(`${top.name.en} (copy)`).waitFor();
    const names = (await dinerMenu()).commodityCategories[0]?.commodities.map((item) => item.name);
    expect(names?.slice(0, 3)).toEqual([next.name.en, top.name.en, `${top.name.en} (copy)`]);
    expect(errors).toEqual([]);
  });

  it('exports CSV, lists every problem of a bad file, and imports the example menu after a dry run', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.exportCsv }).click();
    const csv = readFileSync((await (await download).path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^id,category_en,category_zh,name_en,name_zh,/);

    await page.getByRole('button', { name: t.import }).click();
    const dialog = page.getByRole('dialog', { name: t.importTitle });
    const bad =
      'category_en,category_zh,name_en,name_zh,price\nSoups,汤,Hot and sour soup,,abc\nSoups,汤,Wonton soup,馄饨汤,-3\n';
    await dialog
      .getByLabel(t.chooseFile)
      .setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await dialog.getByRole('button', { name: t.check }).click();
    await dialog.getByText(fill(t.issuesTitle, { count: 3 })).waitFor();
    await dialog.getByText(fill(t.issueAt, { line: 2, column: 'price' })).waitFor();
    await dialog.getByText(fill(t.issueAt, { line: 3, column: 'price' })).waitFor();
    await dialog.getByText(fill(t.issueAt, { line: 2, column: 'name_en' })).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/menu-import-issues-en-US.png` });

    await applyMenuImport(
      page,
      t,
      { name: 'menu.json', mimeType: 'application/json', buffer: example },
      { created: 16, updated: 0, removed: (await consoleMenu()).items.length, unchanged: 0 },
      async () => {
        await page.screenshot({ path: `${SHOTS}/menu-import-summary-en-US.png` });
      },
    );
    await page.getByRole('heading', { name: 'Dumplings', level: 2 }).waitFor();
    expect((await dinerMenu()).commodityCategories[0]?.commodities[0]?.name).toBe('Pork and chive dumplings');
    expect(errors).toEqual([]);
  });

  it('edits an item through the same rules: every problem listed, then saved and on the store page', async () => {
    const shrimpOf = (menu: MenuFileDto) => menu.items.find((item) => item.name.en === 'Shrimp dumplings');
    const before = shrimpOf(await consoleMenu());
    await page.getByRole('button', { name: fill(t.editLabel, { name: 'Shrimp dumplings' }) }).click();
    const editor = page.getByRole('dialog', { name: fill(t.editTitle, { name: 'Shrimp dumplings' }) });
    await editor.getByLabel(t.minField, { exact: true }).fill('3');
    await editor.getByLabel(t.maxField, { exact: true }).fill('2');
    await editor.getByLabel(t.nameZh, { exact: true }).fill('');
    // The options are fields: a price that is not money is named in words before anything is sent.
    const twelve = fill(t.labelled, {
      what: fill(t.valueN, { n: 2, name: 'Count' }),
      field: t.extraPriceField,
    });
    await editor.getByLabel(twelve, { exact: true }).fill('four fifty');
    await editor.getByRole('button', { name: t.save }).click();
    const problems = editor.getByRole('alert');
    await problems.getByText('item.name', { exact: true }).waitFor();
    await problems.getByText('item.maxBuyNumber').waitFor();
    await problems.getByText(twelve).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/menu-editor-en-US.png` });
    await editor.getByLabel(twelve, { exact: true }).fill('4.75');
    await editor
      .getByRole('button', {
        name: fill(t.labelled, { what: fill(t.valueN, { n: 2, name: 'Cooking' }), field: t.moveUp }),
      })
      .click();
    await editor.getByLabel(t.nameZh, { exact: true }).fill('鲜虾饺');
    await editor.getByLabel(t.maxField, { exact: true }).fill('6');
    await editor.getByLabel(t.priceField, { exact: true }).fill('15.95');
    await uploadDrawnPhoto(page, editor, t.thumbnailField, 'shrimp.jpg');
    await editor.getByRole('button', { name: t.save }).click();
    await page.getByText(fill(t.saved, { name: 'Shrimp dumplings' })).waitFor();
    const shrimp = (await dinerMenu()).commodityCategories[0]?.commodities.find(
      (item) => item.name === 'Shrimp dumplings',
    );
    expect([shrimp?.price, shrimp?.minBuyNumber, shrimp?.maxBuyNumber]).toEqual([1595, 3, 6]);
    expect(shrimp?.thumbnail).toMatch(/^\/apis\/v1\/images\/photo\/[0-9a-f-]{36}\?w=300$/);
    // Every option and value kept its id; the moved value moved, the price is read from its digits.
    const after = shrimpOf(await consoleMenu());
    const [cooking] = before?.specifications ?? [];
    expect(after?.specifications[0]?.values.map((value) => value.id)).toEqual(
      [cooking?.values[1]?.id, cooking?.values[0]?.id].filter(Boolean),
    );
    expect(after?.specifications[0]?.id).toBe(cooking?.id);
    const [count] = before?.attributes ?? [];
    expect(after?.attributes.map((attribute) => attribute.id)).toEqual([count?.id]);
    expect(after?.attributes[0]?.values.map((value) => [value.id, value.price])).toEqual([
      [count?.values[0]?.id, 0],
      [count?.values[1]?.id, 475],
    ]);
    // An item with every kind of option, its add-on groups in view: read by axe and seen.
    await page.getByRole('button', { name: fill(t.editLabel, { name: 'Braised beef noodle soup' }) }).click();
    const beef = page.getByRole('dialog', { name: fill(t.editTitle, { name: 'Braised beef noodle soup' }) });
    await beef.getByRole('button', { name: t.addAddOnGroup }).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/item-options-add-ons-en-US.png` });
    await beef.getByRole('button', { name: t.cancel }).click();
    await beef.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('adds a timed menu with its hours, keeps one that holds items, and diners see the new menu at once', async () => {
    const h = hoursTexts.en;
    await page.goto(`${server.baseUrl}/console/stores/${businessId}/menu`);
    await page.getByRole('button', { name: t.timedMenus }).click();
    const dialog = page.getByRole('dialog', { name: t.timedMenusTitle });
    // The example menu's breakfast holds items: it says so instead of offering removal.
    const breakfast = dialog.getByRole('group', { name: 'Breakfast' });
    await breakfast.getByText(fill(t.timedMenuItems, { count: 3 })).waitFor();
    expect(await breakfast.getByRole('button', { name: new RegExp(t.removeTimedMenu) }).count()).toBe(0);

    await dialog.getByRole('button', { name: t.addTimedMenu }).click();
    const card = dialog.getByRole('group', { name: fill(t.timedMenuUntitled, { number: 2 }) });
    // The English name titles the card, so it goes in last.
    await card.getByLabel(t.timedMenuNameZh).fill('夜宵');
    await card.getByLabel(t.timedMenuNameEn).fill('Late night');
    const lateNight = dialog.getByRole('group', { name: 'Late night' });
    await dialog.getByRole('button', { name: t.saveTimedMenus }).click();
    await dialog
      .getByRole('alert')
      .getByText(fill(t.timedMenuNoHours, { number: 2 }))
      .waitFor();
    await lateNight.getByRole('button', { name: `${h.addInterval}: Late night, Friday` }).click();
    await lateNight.getByLabel(`Late night, Friday 1: ${h.from}`).fill('22:00');
    await lateNight.getByLabel(`Late night, Friday 1: ${h.to}`).fill('00:00');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/menu-timed-menus-en-US.png` });
    await dialog.getByRole('button', { name: t.saveTimedMenus }).click();
    await page.getByText(t.timedMenusSaved).waitFor();

    const served = (await dinerMenu()).timedMenus.find((menu) => menu.name === 'Late night');
    expect(served?.openHours).toEqual([[], [], [], [], [], [[22 * 3_600_000, 24 * 3_600_000]], []]);
  });

  it('shows the menu in Chinese', async () => {
    const zh = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
      reducedMotion: 'reduce',
    });
    await zh.addCookies(await context.cookies());
    const zhPage = await zh.newPage();
    await zhPage.goto(`${server.baseUrl}/console/sign-in`);
    await zhPage.evaluate(() => localStorage.setItem('nearbiteConsoleSignedIn', '1'));
    await zhPage.goto(`${server.baseUrl}/console/stores/${businessId}/menu`);
    await zhPage.getByRole('heading', { name: menuTexts.zh.title, level: 1 }).waitFor();
    await zhPage.getByRole('heading', { name: '饺子', level: 2 }).waitFor();
    await expectAccessible(zhPage);
    await zhPage.screenshot({ path: `${SHOTS}/menu-zh-CN.png` });
    await zh.close();
  });
});
