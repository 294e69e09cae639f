import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from './test/test-app.js';

let harness: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'nearbite-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Nearbite</title><div id="root"></div>');

beforeAll(async () => {
  harness = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await harness.close();
});

describe('probes', () => {
  it('reports alive and ready, then not ready while draining', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await harness.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('contract and errors', () => {
  it('serves the OpenAPI document with the sign-in routes', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/apis/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/apis/v1/phoneVerification',
        '/apis/v1/login',
        '/apis/v1/logout',
        '/apis/v1/user',
      ]),
    );
  });

  it('rejects unknown fields with a validation error', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/apis/v1/phoneVerification',
      headers: jsonHeaders,
      payload: { internationalCode: '1', phoneNumber: '4155550100', admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 1 });
  });

  it('caps the body size', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/apis/v1/phoneVerification',
      headers: jsonHeaders,
      payload: JSON.stringify({ internationalCode: '1', phoneNumber: 'x'.repeat(70_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 3 });
  });

  it('answers unknown API routes with a coded 404', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/apis/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 2 });
  });
});

describe('cross-site request rules', () => {
  it('refuses a state change from another origin', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/apis/v1/logout',
      headers: { ...jsonHeaders, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 5 });
  });

  it('refuses a form-encoded state change', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/apis/v1/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80' },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 4 });
  });

  it('refuses text/plain, which a cross-site form can send', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/apis/v1/logout',
      headers: { 'content-type': 'text/plain', host: 'localhost:80' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff and a referrer policy, and no HSTS in development', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('web app', () => {
  it('serves index.html for app routes (SPA fallback) and plain 404 otherwise', async () => {
    const page = await harness.app.inject({
      method: 'GET',
      url: '/post/detail?businessId=1',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await harness.app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });
});

describe('production settings', () => {
  it('sends HSTS and secure cookies in production, and hides the dev outbox with a real SMS provider', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+14155550000',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_x',
    });
    try {
      const health = await production.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.headers['strict-transport-security']).toContain('max-age=31536000');
      const outbox = await production.app.inject({ method: 'GET', url: '/apis/v1/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json()).toMatchObject({ errType: 1, innerErrorType: 15 });
    } finally {
      await production.close();
    }
  });
});
