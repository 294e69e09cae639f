import type { DeliveryAddressBody, DeliveryAddressDto } from '@nearbite/contract/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/test-app.js';
import { MAX_DELIVERY_ADDRESSES } from './addresses.service.js';

/** Delivery addresses of signed-in diners, addressed by their position in the list. */

let testApp: TestApp;
let users = 0;

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'silent' });
});

afterAll(async () => {
  await testApp?.close();
});

async function signIn(): Promise<string> {
  const { app } = testApp;
  users += 1;
  const phone = `415558${String(1000 + users).padStart(4, '0')}`;
  const remoteAddress = `10.2.0.${users}`;
  const sent = await app.inject({
    method: 'POST',
    url: '/apis/v1/phoneVerification',
    headers: jsonHeaders,
    remoteAddress,
    payload: { internationalCode: '1', phoneNumber: phone },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const outbox = await app.inject({ method: 'GET', url: `/apis/v1/dev/outbox?recipient=%2B1${phone}` });
  const code = (outbox.json() as { messages: { body: string }[] }).messages[0]?.body.match(
    /\b(\d{4})\b/,
  )?.[1];
  const login = await app.inject({
    method: 'POST',
    url: '/apis/v1/login',
    headers: jsonHeaders,
    remoteAddress,
    payload: { fullPhoneNumber: `+1${phone}`, verificationCode: code, keepCredentials: true },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = login.cookies.find((entry) => entry.name === 'nb_session');
  if (!cookie) throw new Error('no session cookie');
  return `nb_session=${cookie.value}`;
}

const address = (overrides: Partial<DeliveryAddressBody> = {}): DeliveryAddressBody => ({
  userName: 'Ada Lovelace',
  phoneNumber: '415-555-0123',
  fullAddress: '100 Geary St, San Francisco, CA 94108',
  location: { coordinates: [-122.4075, 37.788] },
  addressDetail: 'Apt 5',
  deliveryType: 2,
  suggestion: 'Ring twice',
  isDefault: false,
  ...overrides,
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  return testApp.app.inject({
    method,
    url: `/apis/v1${url}`,
    headers: {
      ...(payload ? jsonHeaders : { origin: jsonHeaders.origin, host: jsonHeaders.host }),
      ...(cookie ? { cookie } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function ok(response: Awaited<ReturnType<typeof call>>): Promise<DeliveryAddressDto[]> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DeliveryAddressDto[];
}

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { errType: number; innerErrorType: number };
  expect(`${'?ABCDEF'[body.errType]}${body.innerErrorType}`).toBe(code);
}

describe('delivery addresses', () => {
  it('need a signed-in diner', async () => {
    expectError(await call('GET', '/user/addresses', null), 401, 'A7');
    expectError(await call('POST', '/user/addresses', null, address()), 401, 'A7');
  });

  it('saves an address with the phone stripped of dashes and answers the list with indexes', async () => {
    const cookie = await signIn();
    expect(await ok(await call('GET', '/user/addresses', cookie))).toEqual([]);
    const list = await ok(await call('POST', '/user/addresses', cookie, address()));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      index: 0,
      userName: 'Ada Lovelace',
      phoneNumber: '4155550123',
      fullAddress: '100 Geary St, San Francisco, CA 94108',
      location: { coordinates: [-122.4075, 37.788] },
      addressDetail: 'Apt 5',
      deliveryType: 2,
      suggestion: 'Ring twice',
      isDefault: false,
    });
    expect(await ok(await call('GET', '/user/addresses', cookie))).toEqual(list);
  });

  it('refuses a phone that is not 10 digits without its dashes (A146) and an empty name (A1)', async () => {
    const cookie = await signIn();
    expectError(
      await call('POST', '/user/addresses', cookie, address({ phoneNumber: '415-555-012' })),
      400,
      'A146',
    );
    expectError(
      await call('POST', '/user/addresses', cookie, address({ phoneNumber: '415-555-01234' })),
      400,
      'A146',
    );
    expectError(
      await call('POST', '/user/addresses', cookie, address({ phoneNumber: '415-555-012a' })),
      400,
      'A146',
    );
    expectError(await call('POST', '/user/addresses', cookie, address({ userName: '   ' })), 400, 'A1');
    expect(await ok(await call('GET', '/user/addresses', cookie))).toEqual([]);
  });

  it('keeps at most one default: saving another as default moves the flag', async () => {
    const cookie = await signIn();
    await call('POST', '/user/addresses', cookie, address({ userName: 'First', isDefault: true }));
    let list = await ok(
      await call('POST', '/user/addresses', cookie, address({ userName: 'Second', isDefault: true })),
    );
    expect(list.map((entry) => [entry.userName, entry.isDefault])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
    list = await ok(
      await call('PUT', '/user/addresses/0', cookie, address({ userName: 'First', isDefault: true })),
    );
    expect(list.map((entry) => [entry.userName, entry.isDefault])).toEqual([
      ['First', true],
      ['Second', false],
    ]);
  });

  it('edits and deletes by index; the indexes close up after a delete', async () => {
    const cookie = await signIn();
    for (const name of ['A', 'B', 'C'])
      await call('POST', '/user/addresses', cookie, address({ userName: name }));
    let list = await ok(
      await call('PUT', '/user/addresses/1', cookie, address({ userName: 'B2', deliveryType: 1 })),
    );
    expect(list.map((entry) => entry.userName)).toEqual(['A', 'B2', 'C']);
    expect(list[1]?.deliveryType).toBe(1);
    list = await ok(await call('DELETE', '/user/addresses/0', cookie));
    expect(list.map((entry) => [entry.index, entry.userName])).toEqual([
      [0, 'B2'],
      [1, 'C'],
    ]);
  });

  it('answers A160 for an index beyond the list', async () => {
    const cookie = await signIn();
    await call('POST', '/user/addresses', cookie, address());
    expectError(await call('PUT', '/user/addresses/1', cookie, address()), 404, 'A160');
    expectError(await call('DELETE', '/user/addresses/5', cookie), 404, 'A160');
    expectError(await call('DELETE', '/user/addresses/-1', cookie), 400, 'A1');
  });

  it(`holds at most ${MAX_DELIVERY_ADDRESSES} addresses (A161 beyond)`, async () => {
    const cookie = await signIn();
    for (let index = 0; index < MAX_DELIVERY_ADDRESSES; index += 1) {
      const response = await call('POST', '/user/addresses', cookie, address({ userName: `Name ${index}` }));
      expect(response.statusCode).toBe(200);
    }
    expectError(await call('POST', '/user/addresses', cookie, address()), 409, 'A161');
    const list = await ok(await call('GET', '/user/addresses', cookie));
    expect(list.map((entry) => entry.userName)).toEqual(
      Array.from({ length: MAX_DELIVERY_ADDRESSES }, (_, index) => `Name ${index}`),
    );
  });

  it("never shows or changes another diner's addresses", async () => {
    const owner = await signIn();
    const other = await signIn();
    await call('POST', '/user/addresses', owner, address({ userName: 'Owner' }));
    expect(await ok(await call('GET', '/user/addresses', other))).toEqual([]);
    expectError(await call('DELETE', '/user/addresses/0', other), 404, 'A160');
    expect((await ok(await call('GET', '/user/addresses', owner))).map((entry) => entry.userName)).toEqual([
      'Owner',
    ]);
  });
});
