import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchBrowser, phoneContext, type RunningServer, startServer } from './harness';

const builtApp = fileURLToPath(new URL('../dist/', import.meta.url));

// Store websites and the production host are names, not 127.0.0.1: Chromium maps them to this machine.
const hostRules = '--host-resolver-rules=MAP *.nearbite.local 127.0.0.1';

let server: RunningServer;
let browser: Browser;
let productionPort: number;
let webDist: string;

beforeAll(async () => {
  // A copy of the built app, so the test can publish a "new version" of the service worker.
  webDist = mkdtempSync(join(tmpdir(), 'nearbite-dist-'));
  cpSync(builtApp, webDist, { recursive: true });
  productionPort = await freePort();
  [server, browser] = await Promise.all([
    startServer({
      PORT: String(productionPort),
      PRODUCTION_HOSTS: `www.nearbite.local:${productionPort}`,
      PRODUCTION_URL: `http://www.nearbite.local:${productionPort}/`,
      WEB_DIST_DIR: webDist,
    }),
    // Service workers need a secure origin; plain http counts as one only on localhost.
    launchBrowser([
      hostRules,
      `--unsafely-treat-insecure-origin-as-secure=http://www.nearbite.local:${productionPort}`,
    ]),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

async function anyStore(): Promise<{ id: string; website: string }> {
  const response = await fetch(
    `${server.baseUrl}/apis/v1/businesses?longitude=-122.4194&latitude=37.7749&range=3000&pageCapacity=1`,
  );
  const [store] = ((await response.json()) as { businesses: { id: string; website: string | null }[] })
    .businesses;
  if (!store?.website) throw new Error('the demo catalog has no store with a website');
  return { id: store.id, website: store.website };
}

describe('the edges of the site', () => {
  it("opens a store's page when the app is served on the store's own website, keeping the table", async () => {
    const store = await anyStore();
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`http://${store.website}:${productionPort}/?tableName=A1`);
    await page.waitForURL(/\/post\/detail\?/);
    const url = new URL(page.url());
    expect(url.hostname).toBe(store.website);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      businessId: store.id,
      noBack: 'true',
      tableName: 'A1',
    });
    // The home entry was replaced, not pushed: the history holds the blank tab and this page only.
    // Asked again if the page is still settling (a read during a navigation has no page to run in).
    await expect.poll(() => page.evaluate(() => history.length).catch(() => -1)).toBe(2);
    await context.close();
  });

  it('sends the home tab on any other host to the production site, and stays there', async () => {
    const context = await phoneContext(browser, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`http://preview.nearbite.local:${productionPort}/`);
    await page.waitForURL(`http://www.nearbite.local:${productionPort}/`);
    await page
      .getByRole('tab', { name: '首页' })
      .or(page.getByRole('link', { name: '首页' }))
      .first()
      .waitFor();
    await page.waitForTimeout(1500);
    expect(page.url()).toBe(`http://www.nearbite.local:${productionPort}/`);
    await context.close();
  });

  it('reloads the page once a new version of the app is published', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`http://www.nearbite.local:${productionPort}/`);
    // The worker registers a few seconds after load and takes control without a reload.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.evaluate(() => {
      (window as unknown as { before: boolean }).before = true;
    });

    const workerFile = join(webDist, 'service-worker.js');
    const worker = readFileSync(workerFile, 'utf8');
    writeFileSync(workerFile, worker.replace(/"version":"([^"]+)"/, '"version":"$1-next"'));
    rmSync(`${workerFile}.gz`, { force: true });
    rmSync(`${workerFile}.br`, { force: true });

    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await reloaded;
    expect(await page.evaluate(() => 'before' in window)).toBe(false);
    await context.close();
  });
});
