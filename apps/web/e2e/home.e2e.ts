import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
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
  mkdirSync(screenshotDir, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('home page', () => {
  it('renders in English with the tab bar, and passes the accessibility rules', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    const errors = watchConsole(page);
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    // The splash shows the product name on first load, then hides 1.6 s after the load started: look for it
    // from the first byte, since on a busy machine the load event can come after it is gone.
    await page.goto(server.baseUrl, { waitUntil: 'commit' });
    await page.locator('.nb-splash').waitFor({ state: 'attached' });
    await page.locator('.nb-splash').waitFor({ state: 'detached', timeout: 5000 });
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(1600);
    await expect(page.getByRole('heading', { level: 1, name: 'Nearbite' }).isVisible()).resolves.toBe(true);
    expect(infos.filter((text) => text === 'Nearbite version 2.3.0')).toHaveLength(1);
    await page.getByText('Food from places near you').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('link', { name: 'Orders' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, 'home-en.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders in Chinese for a zh-CN browser', async () => {
    const context = await phoneContext(browser, 'zh-CN');
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(server.baseUrl);
    await page.getByText('附近的美食').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.getByRole('link', { name: '订单' }).waitFor();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, 'home-zh.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends unknown routes home', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/no/such/screen`);
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Nearbite' }).waitFor();
    await context.close();
  });
});
