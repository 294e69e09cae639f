import { CODE_RATE_PER_CLIENT } from '@nearbite/domain/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let phoneCounter = 0;

/** A fresh phone number per test so rules on one number don't leak between tests. */
function newPhone(): string {
  phoneCounter += 1;
  return `415555${String(1000 + phoneCounter).padStart(4, '0')}`;
}

async function sendCode(phone: string, ip = '10.0.0.1') {
  return harness.app.inject({
    method: 'POST',
    url: '/apis/v1/phoneVerification',
    headers: jsonHeaders,
    remoteAddress: ip,
    payload: { internationalCode: '1', phoneNumber: phone },
  });
}

async function latestCodeFor(phone: string): Promise<string> {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/apis/v1/dev/outbox?recipient=%2B1${phone}`,
  });
  const body = response.json() as { messages: { body: string }[] };
  const match = body.messages[0]?.body.match(/\b(\d{4})\b/);
  if (!match?.[1]) throw new Error(`no code texted to ${phone}`);
  return match[1];
}

async function login(phone: string, code: string, keepCredentials = true) {
  return harness.app.inject({
    method: 'POST',
    url: '/apis/v1/login',
    headers: jsonHeaders,
    payload: { fullPhoneNumber: `+1${phone}`, verificationCode: code, keepCredentials },
  });
}

function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'nb_session');
  if (!cookie) throw new Error('no session cookie');
  return `nb_session=${cookie.value}`;
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

describe('phone sign-in', () => {
  it('texts a 4-digit code and signs in with it, keeping a 30-day HttpOnly cookie', async () => {
    const phone = newPhone();
    const sent = await sendCode(phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ expiresIn: 600_000, resendIn: 60_000 });
    const code = await latestCodeFor(phone);
    const response = await login(phone, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phoneNumber: phone,
      notificationConfigs: null,
      extraInfoStatistics: { hasAlreadyOrdered: false },
    });
    const cookie = response.cookies.find((c) => c.name === 'nb_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
    const me = await harness.app.inject({
      method: 'GET',
      url: '/apis/v1/user',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ phoneNumber: phone });
  });

  it('gives a browser-session cookie when keep-login is off', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const response = await login(phone, await latestCodeFor(phone), false);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'nb_session');
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  it('refuses a code used once already', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestCodeFor(phone);
    expect((await login(phone, code)).statusCode).toBe(200);
    const again = await login(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errType: 6, innerErrorType: 2 });
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestCodeFor(phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(phone, wrongCode(code));
      expect(response.json()).toMatchObject({ errType: 6, innerErrorType: 2 });
    }
    const sixth = await login(phone, wrongCode(code));
    expect(sixth.json()).toMatchObject({ errType: 1, innerErrorType: 10 });
    const right = await login(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ errType: 1, innerErrorType: 10 });
  });

  it('refuses a second send within 60 s and sends nothing, then allows it after', async () => {
    const phone = newPhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    const second = await sendCode(phone);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ errType: 1, innerErrorType: 11 });
    const outbox = await harness.app.inject({
      method: 'GET',
      url: `/apis/v1/dev/outbox?recipient=%2B1${phone}`,
    });
    expect(outbox.json().messages).toHaveLength(1);
    harness.advance(61_000);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestCodeFor(phone);
    harness.advance(10 * 60 * 1000 + 1);
    const response = await login(phone, code);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 9 });
  });

  it('caps codes per phone per day', async () => {
    const phone = newPhone();
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await sendCode(phone, `10.1.0.${sent}`)).statusCode).toBe(200);
      harness.advance(61_000);
    }
    const refused = await sendCode(phone, '10.1.1.1');
    expect(refused.json()).toMatchObject({ errType: 1, innerErrorType: 12 });
    const outbox = await harness.app.inject({
      method: 'GET',
      url: `/apis/v1/dev/outbox?recipient=%2B1${phone}&limit=50`,
    });
    expect(outbox.json().messages).toHaveLength(10);
  });

  it('caps codes per client address per minute, then lets the address ask again', async () => {
    for (let sent = 0; sent < CODE_RATE_PER_CLIENT; sent += 1) {
      expect((await sendCode(newPhone(), '10.9.9.9')).statusCode).toBe(200);
    }
    const refused = await sendCode(newPhone(), '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errType: 1, innerErrorType: 11 });
    // Another address is not held up by this one.
    expect((await sendCode(newPhone(), '10.9.9.10')).statusCode).toBe(200);
    harness.advance(61_000);
    expect((await sendCode(newPhone(), '10.9.9.9')).statusCode).toBe(200);
  });

  it('rejects a malformed phone number with a login error', async () => {
    const response = await sendCode('12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errType: 6, innerErrorType: 1 });
  });

  it('never logs a code or a session token', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestCodeFor(phone);
    const response = await login(phone, code);
    const token = response.cookies.find((c) => c.name === 'nb_session')?.value ?? 'missing';
    await harness.app.inject({
      method: 'GET',
      url: '/apis/v1/user',
      headers: { cookie: `nb_session=${token}` },
    });
    const logs = harness.logs();
    expect(logs).toContain('/apis/v1/login');
    expect(logs).not.toContain(token);
    expect(logs).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });
});

describe('sessions', () => {
  it('answers 401 with the envelope when signed out', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/apis/v1/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errType: 1, message: expect.any(String) });
  });

  it('ends the session on the server at logout', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const cookie = sessionCookie(await login(phone, await latestCodeFor(phone)));
    const out = await harness.app.inject({
      method: 'POST',
      url: '/apis/v1/logout',
      headers: { ...jsonHeaders, cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'nb_session')?.value).toBe('');
    const me = await harness.app.inject({ method: 'GET', url: '/apis/v1/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('clears every session of the user', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const first = sessionCookie(await login(phone, await latestCodeFor(phone)));
    harness.advance(61_000);
    await sendCode(phone);
    const second = sessionCookie(await login(phone, await latestCodeFor(phone)));
    const cleared = await harness.app.inject({
      method: 'POST',
      url: '/apis/v1/clearSessions',
      headers: { ...jsonHeaders, cookie: second },
      payload: {},
    });
    expect(cleared.statusCode).toBe(200);
    for (const cookie of [first, second]) {
      const me = await harness.app.inject({ method: 'GET', url: '/apis/v1/user', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
  });
});
