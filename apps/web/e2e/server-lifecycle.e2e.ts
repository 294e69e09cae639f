import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startServer } from './harness';

describe('the server process', () => {
  it('starts on a fresh embedded database, serves the app, and stops cleanly on SIGTERM', async () => {
    const server = await startServer();
    try {
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${server.baseUrl}/readyz`)).json()).toEqual({ status: 'ready' });
      const page = await fetch(`${server.baseUrl}/orders`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toContain('<div id="root">');
      const started = Date.now();
      expect(await server.terminate()).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await server.stop();
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)('migrates and serves on a PostgreSQL server named by DATABASE_URL', async () => {
    const name = `nb_e2e_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    try {
      const server = await startServer({ DATABASE_URL: url.toString() });
      try {
        expect(await (await fetch(`${server.baseUrl}/readyz`)).json()).toEqual({ status: 'ready' });
        const database = new pg.Client({ connectionString: url.toString() });
        await database.connect();
        const catalog = await database.query('select count(*)::int as n from businesses');
        await database.end();
        expect(catalog.rows[0].n).toBeGreaterThanOrEqual(40);
        const sent = await fetch(`${server.baseUrl}/apis/v1/phoneVerification`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.baseUrl },
          body: JSON.stringify({ internationalCode: '1', phoneNumber: '4155550111' }),
        });
        expect(sent.status).toBe(200);
        expect(await server.outbox('+14155550111')).toHaveLength(1);
      } finally {
        await server.stop();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
