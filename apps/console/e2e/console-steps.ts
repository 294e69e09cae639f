import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { menuTexts } from '../src/features/menu/texts';
import { platformTexts } from '../src/features/platform/texts';
import type { reportTexts } from '../src/features/reports/texts';
import type { tablesTexts } from '../src/features/tables/texts';
import { addressTexts } from '../src/shared/i18n/address-texts';
import { drawnJpeg } from './drawn-photo';

/**
 * Console steps that more than one end-to-end file takes, as an admin or an owner does them in the console:
 * the platform's new area and new store, the menu file's import, a photo put in a photo field, a table and
 * its printed QR sheet, and a figure of the report. Each waits for what the person would see next.
 */

export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

type PlatformTexts = (typeof platformTexts)['en'];

/** On the platform's Areas screen: a new area with its names and time zone, listed once saved. */
export async function createArea(
  page: Page,
  t: PlatformTexts,
  area: {
    nameEn: string;
    nameZh: string;
    timeZone: string;
    shownName: string;
    /** A delivery fee new stores of the area start with: base price and miles, as typed. */
    delivery?: { basePrice: string; baseMiles: string };
  },
): Promise<void> {
  await page.getByRole('link', { name: t.areas, exact: true }).click();
  await page.getByRole('button', { name: t.newArea }).click();
  const dialog = page.getByRole('dialog', { name: t.newArea });
  await dialog.getByLabel(t.nameEn).fill(area.nameEn);
  await dialog.getByLabel(t.nameZh).fill(area.nameZh);
  await dialog.getByLabel(t.timeZone).fill(area.timeZone);
  if (area.delivery) {
    await dialog.getByRole('switch', { name: t.areaDeliveryOn }).click();
    await dialog.getByLabel(t.areaBasePrice).fill(area.delivery.basePrice);
    await dialog.getByLabel(t.areaBaseMiles).fill(area.delivery.baseMiles);
  }
  await dialog.getByRole('button', { name: t.saveArea }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('cell', { name: area.shownName, exact: true }).waitFor();
}

export interface NewStore {
  nameEn: string;
  nameZh: string;
  /** The area's name as the screen's language shows it. */
  areaName: string;
  address: string;
  ownerPhone: string;
}

/**
 * Opens the platform's New store dialog and fills it: names, area, the address found by the geocoder (the
 * dialog shows where it pinned it), the owner's phone. Answers the dialog, still open, for a look before
 * `createStore` saves it.
 */
export async function fillNewStore(page: Page, t: PlatformTexts, store: NewStore): Promise<Locator> {
  await page.getByRole('link', { name: t.stores, exact: true }).click();
  await page.getByRole('button', { name: t.newStore }).click();
  const dialog = page.getByRole('dialog', { name: t.newStore });
  await dialog.getByLabel(t.nameEn).fill(store.nameEn);
  await dialog.getByLabel(t.nameZh).fill(store.nameZh);
  await dialog.getByLabel(t.area).selectOption({ label: store.areaName });
  await dialog.getByLabel(t.address, { exact: true }).fill(store.address);
  const language = t === platformTexts.en ? 'en' : 'zh';
  await dialog.getByRole('button', { name: addressTexts[language].findAddress }).click();
  await dialog
    .getByRole('status')
    .filter({ hasText: /\d+\.\d{3,}/ })
    .waitFor();
  await dialog.getByLabel(t.ownerPhone).fill(store.ownerPhone);
  return dialog;
}

/** Saves the filled New store dialog; answers the new store's row of the list, found by its shown name. */
export async function createStore(
  page: Page,
  t: PlatformTexts,
  dialog: Locator,
  shownName: string,
): Promise<Locator> {
  await dialog.getByRole('button', { name: t.createStore }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByLabel(t.search).fill(shownName);
  const row = page.getByRole('row').filter({ hasText: shownName });
  await row.waitFor();
  return row;
}

type MenuTexts = (typeof menuTexts)['en'];

/**
 * In the open import dialog: checks a menu file (dry run), waits for the summary the owner reads before
 * applying (`items` is the expected items row), applies it and closes the dialog.
 */
export async function applyMenuImport(
  page: Page,
  t: MenuTexts,
  file: { name: string; mimeType: string; buffer: Buffer },
  items: { created: number; updated: number; removed: number; unchanged: number },
  beforeApply?: () => Promise<void>,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t.importTitle });
  await dialog.getByLabel(t.chooseFile).setInputFiles(file);
  await dialog.getByRole('button', { name: t.check }).click();
  await dialog.getByRole('heading', { name: t.summaryTitle }).waitFor();
  await dialog.getByText(fillTemplate(t.summaryRow, { kind: t.kindItems, ...items })).waitFor();
  await beforeApply?.();
  await dialog.getByRole('button', { name: t.apply }).click();
  await dialog.getByRole('heading', { name: t.appliedTitle }).waitFor();
  await dialog.getByRole('button', { name: t.close }).first().click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Chooses a photo the page drew (a real JPEG) in the photo field labelled `label` inside `scope`, and
 * waits until the field shows the served 300-wide copy. Answers the photo's address.
 */
export async function uploadDrawnPhoto(
  page: Page,
  scope: Locator,
  label: string,
  name: string,
): Promise<string> {
  const field = scope.locator('.nc-photo-field', { has: page.getByText(label, { exact: true }) });
  await field.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: await drawnJpeg(page),
  });
  const photo = /^\/apis\/v1\/images\/photo\/[0-9a-f-]{36}\?w=300$/;
  await expect.poll(() => field.getByRole('img').getAttribute('src')).toMatch(photo);
  return (await field.getByRole('img').getAttribute('src')) ?? '';
}

type TablesTexts = (typeof tablesTexts)['en'];

/** On the Tables screen: adds a table by name and waits for its row. */
export async function addTable(page: Page, t: TablesTexts, name: string): Promise<void> {
  await page.getByLabel(t.name, { exact: true }).fill(name);
  await page.getByRole('button', { name: t.add, exact: true }).click();
  await page.getByRole('cell', { name, exact: true }).waitFor();
}

/**
 * Prints the QR cards on A4: the sheet opens in a new window; answers it and the address on the card of
 * `table` (what its QR code holds). The caller closes the sheet.
 */
export async function printQrSheet(
  context: BrowserContext,
  page: Page,
  t: TablesTexts,
  table: string,
): Promise<{ sheet: Page; url: URL }> {
  const [sheet] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: t.printA4 }).click(),
  ]);
  const card = sheet.locator(`g.card[data-table="${table}"]`);
  await card.waitFor({ state: 'attached' });
  return { sheet, url: new URL((await card.getAttribute('data-url')) ?? '') };
}

type ReportTexts = (typeof reportTexts)['en'];

/** A figure of the open report by its label: a headline card ("Orders") or a breakdown line ("Sales"). */
export async function reportFigure(page: Page, label: string): Promise<string> {
  const literal = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const figure = page.locator('.nc-report-cards > div, .nc-report-list > div', {
    has: page.locator('dt', { hasText: new RegExp(`^${literal}$`) }),
  });
  return ((await figure.first().locator('dd').textContent()) ?? '').trim();
}

/** Opens Reports from the store's navigation and waits for today's headline figures. */
export async function openReports(page: Page, nav: string, t: ReportTexts): Promise<void> {
  await page.getByRole('link', { name: nav }).click();
  await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
  await page.locator('.nc-report-cards').waitFor();
}

interface Named {
  name: { en: string; zh: string };
}
/** An item's options as the menu file writes them, to be typed into the editor's fields. */
export interface TypedOptions {
  specifications: Array<Named & { values: Named[]; singularity: boolean; required: boolean }>;
  attributes: Array<Named & { values: Array<Named & { price: number; stockNumber: number | null }> }>;
}

/**
 * Types an item's specifications and attributes into the open editor as an owner does: add each option, name
 * it in both languages, add and name its values, set prices and stock; every field found by its spoken name.
 */
export async function fillItemOptions(
  editor: Locator,
  t: MenuTexts,
  language: 'en' | 'zh',
  options: TypedOptions,
): Promise<void> {
  const labelled = (what: string, field: string) => fillTemplate(t.labelled, { what, field });
  const field = (what: string, name: string) => editor.getByLabel(labelled(what, name), { exact: true });
  const names = async (what: string, entry: Named) => {
    await field(what, t.nameEn).fill(entry.name.en);
    await field(what, t.nameZh).fill(entry.name.zh);
  };
  const values = async <V extends Named>(
    owner: Named,
    list: V[],
    typeMore: (what: string, value: V) => Promise<void>,
  ) => {
    for (const [index, value] of list.entries()) {
      if (index > 0)
        await editor.getByRole('button', { name: labelled(owner.name[language], t.addValue) }).click();
      const what = fillTemplate(t.valueN, { n: index + 1, name: owner.name[language] });
      await names(what, value);
      await typeMore(what, value);
    }
  };
  for (const [index, spec] of options.specifications.entries()) {
    await editor.getByRole('button', { name: t.addSpecification, exact: true }).click();
    const what = fillTemplate(t.specificationN, { n: index + 1 });
    await names(what, spec);
    const single = editor.getByRole('switch', { name: labelled(what, t.singleChoice) });
    if ((await single.getAttribute('aria-checked')) !== String(spec.singularity)) await single.click();
    const required = editor.getByRole('switch', { name: labelled(what, t.requiredChoice) });
    if ((await required.getAttribute('aria-checked')) !== String(spec.required)) await required.click();
    await values(spec, spec.values, async () => {});
  }
  for (const [index, attribute] of options.attributes.entries()) {
    await editor.getByRole('button', { name: t.addAttribute, exact: true }).click();
    await names(fillTemplate(t.attributeN, { n: index + 1 }), attribute);
    await values(attribute, attribute.values, async (what, value) => {
      await field(what, t.extraPriceField).fill((value.price / 100).toFixed(2));
      await field(what, t.stockField).fill(value.stockNumber === null ? '' : String(value.stockNumber));
    });
  }
}
