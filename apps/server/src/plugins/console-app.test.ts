import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Two tiny builds, told apart by their titles: the diner app and the console. */
const webDist = mkdtempSync(join(tmpdir(), 'nearbite-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Diner</title><div id="root"></div>');
const consoleDist = mkdtempSync(join(tmpdir(), 'nearbite-console-'));
writeFileSync(join(consoleDist, 'index.html'), '<!doctype html><title>Console</title><div id="root"></div>');
mkdirSync(join(consoleDist, 'assets'));
writeFileSync(join(consoleDist, 'assets', 'board-AbCd1234.js'), 'export const board = 1;');

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ WEB_DIST_DIR: webDist, CONSOLE_DIST_DIR: consoleDist });
});
afterAll(async () => {
  await harness.close();
});

const page = (url: string) => harness.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('console app', () => {
  it('answers every page under /console with the console, revalidated on each load', async () => {
    for (const url of ['/console', '/console/', '/console/stores/1/board', '/console/sign-in?next=%2F']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Console</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it('serves its hashed assets for a year, and a missing asset is a plain 404, not a page', async () => {
    const asset = await harness.app.inject({ method: 'GET', url: '/console/assets/board-AbCd1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('board = 1');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await harness.app.inject({
      method: 'GET',
      url: '/console/assets/gone-1234.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });

  it('leaves the diner app its pages, look-alike paths included', async () => {
    for (const url of ['/', '/post/detail?businessId=1', '/consoles', '/order/console']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Diner</title>');
    }
  });
});

describe('console app without a build', () => {
  it('answers console pages with a plain 404 rather than the diner app', async () => {
    const bare = await createTestApp({ WEB_DIST_DIR: webDist, CONSOLE_DIST_DIR: '/nonexistent' });
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: '/console/stores',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Diner');
    } finally {
      await bare.close();
    }
  });
});
