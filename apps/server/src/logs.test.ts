import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from './app.js';
import { loadConfig } from './config.js';
import { jsonHeaders } from './test/test-app.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

/**
 * Logs leave the service (shippers, tickets), so they must hold no secret at any level: a failed query's
 * parameters and the row values PostgreSQL quotes, receipt and coupon codes in URLs, sign-in codes,
 * session tokens, card numbers. Each test does what would put a secret in a naive log, then reads the
 * captured log (level trace, the most talkative) for it.
 */

const SECRET_PHONE = '4155557321';
const SECRET_WORD = 'hunter2-query-param';

let database: TestDatabase;
let app: NearbiteApp;
const chunks: string[] = [];
const logs = () => chunks.join('');

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({
    config,
    database,
    logStream: new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(String(chunk));
        callback();
      },
    }),
  });
  // Failing queries as a bug would run them, through the real error handler: a unique violation (whose
  // detail quotes the row) and a data error (whose message quotes the value), both with parameters.
  app.get('/apis/v1/test/duplicate-user', async () => {
    await database.db.execute(sql`insert into users (phone_number) values (${SECRET_PHONE})`);
    await database.db.execute(sql`insert into users (phone_number) values (${SECRET_PHONE})`);
    return { ok: true };
  });
  app.get('/apis/v1/test/bad-cast', async () => {
    await database.db.execute(sql`select ${SECRET_WORD}::integer as n`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the log', () => {
  it('logs a failed query without its parameters or the values PostgreSQL quotes', async () => {
    const duplicate = await app.inject({ method: 'GET', url: '/apis/v1/test/duplicate-user' });
    expect(duplicate.statusCode).toBe(500);
    const badCast = await app.inject({ method: 'GET', url: '/apis/v1/test/bad-cast' });
    expect(badCast.statusCode).toBe(500);
    const errors = logs()
      .split('\n')
      .filter((line) => line.includes('"unhandled error"'));
    expect(errors).toHaveLength(2);
    // The failure is still explained: which statement, which constraint.
    expect(errors[0]).toContain('Failed query: insert into users');
    expect(errors[0]).toContain('"constraint":"users_phone_number_unique"');
    expect(errors[1]).toContain('invalid input syntax for type integer');
    expect(logs()).not.toContain(SECRET_PHONE);
    expect(logs()).not.toContain(SECRET_WORD);
  });

  it('logs receipt and coupon-code URLs without their codes', async () => {
    const receiptCode = 'RcptSecretCode42';
    const couponCode = 'CouponSecret77';
    await app.inject({ method: 'GET', url: `/apis/v1/public/orderDetailsForReceipt?code=${receiptCode}` });
    await app.inject({
      method: 'GET',
      url: `/order/receipt?code=${receiptCode}`,
      headers: { accept: 'text/html' },
    });
    await app.inject({ method: 'GET', url: `/apis/v1/codes/code/${couponCode}` });
    expect(logs()).toContain('"url":"/apis/v1/public/orderDetailsForReceipt"');
    expect(logs()).toContain('"url":"/apis/v1/codes/code/:code"');
    expect(logs()).not.toContain(receiptCode);
    expect(logs()).not.toContain(couponCode);
  });

  it('logs a sign-in without the code, the phone in the outbox query, or the session token', async () => {
    const phone = '4155550888';
    await app.inject({
      method: 'POST',
      url: '/apis/v1/phoneVerification',
      headers: jsonHeaders,
      payload: { internationalCode: '1', phoneNumber: phone },
    });
    const outbox = await app.inject({ method: 'GET', url: `/apis/v1/dev/outbox?recipient=%2B1${phone}` });
    const code = (outbox.json() as { messages: { body: string }[] }).messages[0]?.body.match(
      /\b(\d{4})\b/,
    )?.[1];
    if (!code) throw new Error('no code texted');
    const login = await app.inject({
      method: 'POST',
      url: '/apis/v1/login',
      headers: jsonHeaders,
      payload: { fullPhoneNumber: `+1${phone}`, verificationCode: code, keepCredentials: true },
    });
    expect(login.statusCode).toBe(200);
    const token = login.cookies.find((cookie) => cookie.name === 'nb_session')?.value ?? 'missing';
    await app.inject({ method: 'GET', url: '/apis/v1/user', headers: { cookie: `nb_session=${token}` } });
    expect(logs()).toContain('"url":"/apis/v1/login"');
    expect(logs()).not.toContain(token);
    expect(logs()).not.toContain(phone);
    expect(logs()).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });

  it('logs a card sent to the sandbox processor without its number or CVC', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/apis/v1/sandbox/v1/payment_methods',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: 'Bearer pk_sandbox_nearbite',
      },
      payload: new URLSearchParams({
        type: 'card',
        'card[number]': '4000056655665556',
        'card[exp_month]': '12',
        'card[exp_year]': '2031',
        'card[cvc]': '987',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(logs()).toContain('"url":"/apis/v1/sandbox/v1/payment_methods"');
    expect(logs()).not.toContain('4000056655665556');
    expect(logs()).not.toContain('5665556');
    // The CVC as a field or a value: a bare 987 can be the pid ("pid":987) or part of a time ("responseTime":2.987).
    expect(logs()).not.toMatch(/cvc/i);
    expect(logs()).not.toMatch(/[="]987(?![0-9])/);
  });
});
