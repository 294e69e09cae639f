import { mkdirSync } from 'node:fs';
import { errorTextsEn } from '@nearbite/api-client/errors.en';
import type { Browser, Page } from 'playwright-core';
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
import { photosTexts } from '../src/features/photos/texts';
import { storeProfileTexts } from '../src/features/store-profile/texts';
import { photoTexts } from '../src/shared/i18n/photo-texts';
import { uploadDrawnPhoto } from './console-steps';
import { drawnJpeg } from './drawn-photo';

/**
 * The store's photos (issue 16) end to end in Chromium on a real server: an owner uploads a photo the page
 * itself drew as a JPEG, sees it listed with its size and its served 300-wide copy, is told in words (A201)
 * that a program named photo.jpg is no photo, and deletes the photo. axe on the screen; screenshots at
 * 1280×800, 1024×768 and a phone's 390 wide.
 */

const SHOTS = '/tmp/console-shots';
mkdirSync(SHOTS, { recursive: true });
const t = photosTexts.en;
const field = photoTexts.en;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ORDER_SIMULATOR: 'false' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A demo store (the first, or the one at `index`) and its owner's 10 digits. */
async function demoStore(index = 0): Promise<{ businessId: string; phone: string }> {
  const response = await fetch(`${server.baseUrl}/apis/v1/dev/demoStores?limit=${index + 1}`);
  const { stores } = (await response.json()) as { stores: { businessId: string; ownerPhone: string }[] };
  const store = stores[index];
  if (!store) throw new Error('no demo store');
  return { businessId: store.businessId, phone: store.ownerPhone.slice(2) };
}

/** The owner of a demo store, signed in on its board; each test takes its own store (codes are rate-limited). */
async function ownerOnBoard(index: number): Promise<{ businessId: string; page: Page; errors: string[] }> {
  const { businessId, phone } = await demoStore(index);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server.baseUrl}/console/`);
  await signInByApi(page, server, phone);
  await page.evaluate(() => localStorage.setItem('nearbiteConsoleSignedIn', '1'));
  await page.goto(`${server.baseUrl}/console/stores/${businessId}/board`);
  return { businessId, page, errors };
}

describe('the photos screen', () => {
  it('uploads a photo, lists it with its size, refuses a program, and deletes the photo', async () => {
    const { page, errors } = await ownerOnBoard(0);
    const context = page.context();
    await page.getByRole('link', { name: appTexts.en.photos }).click();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByText(t.empty).waitFor();

    const chooser = page.locator('input[type="file"]');
    expect(await chooser.getAttribute('accept')).toContain('image/*');
    await chooser.setInputFiles({
      name: 'dumplings.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnJpeg(page),
    });
    await page.getByText(field.uploaded).waitFor();
    await page.getByRole('cell', { name: '1600 × 1000 px' }).waitFor();
    const thumbnail = page.getByRole('table').getByRole('img');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/photos-1280.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/photos-1024.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/photos-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    const program = Buffer.concat([Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'), Buffer.alloc(2048, 0x90)]);
    await chooser.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: program });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(errorTextsEn.errorA201);
    expect(await alert.textContent()).toContain('A201');
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Delete the photo added/ }).click();
    const dialog = page.getByRole('dialog', { name: t.removeTitle });
    await dialog.getByRole('button', { name: t.remove }).click();
    await page.getByText(t.removed).waitFor();
    await page.getByText(t.empty).waitFor();
    // The failed upload's 415 is the only error the browser logged.
    expect(errors.filter((error) => !error.includes('415'))).toEqual([]);
    await context.close();
  });

  it('puts an uploaded photo on the store as its logo, and diners get the logo', async () => {
    const profile = storeProfileTexts.en;
    const { businessId, page, errors } = await ownerOnBoard(1);
    await page.getByRole('link', { name: appTexts.en.storeProfile }).click();
    await page.getByRole('heading', { name: profile.title, level: 1 }).waitFor();

    await uploadDrawnPhoto(page, page.locator('main'), profile.logo, 'logo.jpg');
    const logoField = page.locator('.nc-photo-field', { has: page.getByText(profile.logo, { exact: true }) });
    const logo = logoField.getByRole('img', { name: field.current });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await page.getByRole('button', { name: profile.save, exact: true }).click();
    await page.getByText(profile.saved).waitFor();

    // Diners get the logo at list width, the same 300-wide copy the console shows.
    const detail = await fetch(`${server.baseUrl}/apis/v1/businesses/${businessId}/detail`);
    const dinerLogo = ((await detail.json()) as { logo: string | null }).logo;
    expect(dinerLogo).toBe(await logo.getAttribute('src'));
    const served = await fetch(`${server.baseUrl}${dinerLogo}`, { headers: { accept: 'image/webp' } });
    expect(served.headers.get('content-type')).toBe('image/webp');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/profile-logo-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
