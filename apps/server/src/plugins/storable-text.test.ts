import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NearbiteApp } from '../app.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../test/order-fixtures.js';
import { buildOrder, plainLine } from '../test/order-payloads.js';
import { createTestApp, jsonHeaders, type TestApp } from '../test/test-app.js';

/** Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate) is refused as A1, never a 500. */

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

let harness: TestApp;
let app: NearbiteApp;
let cookie: string;
let store: StoreFixture;

beforeAll(async () => {
  harness = await createTestApp({ LOG_LEVEL: 'silent' });
  app = harness.app;
  cookie = (await createSignedInUser(harness.database.db)).cookie;
  store = await createStoreFixture(harness.database.db);
});
afterAll(async () => {
  await harness?.close();
});

function expectRefused(response: Response, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['errType', 'innerErrorType', 'message']);
  expect(body).toMatchObject({ errType: 1, innerErrorType: 1 });
  expect(body.message).toContain(field);
}

const searchUrl = (keywords: string) =>
  `/apis/v1/businesses/search?latitude=37.788&longitude=-122.4075&keywords=${encodeURIComponent(keywords)}`;

describe('NUL and lone surrogates', () => {
  it('in search keywords', async () => {
    expectRefused(await app.inject({ method: 'GET', url: searchUrl('noodle\u0000s') }), 'keywords');
    // A lone surrogate cannot be percent-encoded as UTF-8; a client that sends its bytes anyway sends %ED%A0%80.
    const loneSurrogate = await app.inject({
      method: 'GET',
      url: '/apis/v1/businesses/search?latitude=37.788&longitude=-122.4075&keywords=a%ED%A0%80',
    });
    expect(loneSurrogate.statusCode).toBeLessThan(500);
    // Control: the same search without the NUL is answered.
    expect((await app.inject({ method: 'GET', url: searchUrl('noodles 🍜') })).statusCode).toBe(200);
  });

  it('in address autocomplete and geocoding', async () => {
    for (const path of ['autocomplete', 'geocode']) {
      const response = await app.inject({
        method: 'GET',
        url: `/apis/v1/services/location/${path}?address=${encodeURIComponent('100 Geary\u0000')}`,
      });
      expectRefused(response, 'address');
    }
  });

  it('in a saved address name, and a lone surrogate in its detail', async () => {
    const address = {
      userName: 'Ada\u0000Lovelace',
      phoneNumber: '4155550123',
      fullAddress: '100 Geary St, San Francisco, CA 94108',
      location: { coordinates: [-122.4075, 37.788] },
    };
    const post = (body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/apis/v1/user/addresses',
        headers: { ...jsonHeaders, cookie },
        payload: JSON.stringify(body),
      });
    expectRefused(await post(address), 'userName');
    // JSON.stringify escapes a lone surrogate as \ud800, which JSON.parse turns back into one.
    expectRefused(await post({ ...address, userName: 'Ada', addressDetail: 'Apt \ud800' }), 'addressDetail');
    // Control: well-formed text, emoji (a surrogate pair) included, is saved.
    const saved = await post({ ...address, userName: 'Ada 👩‍💻 Lovelace' });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('in an order note', async () => {
    const { payload } = buildOrder({
      store,
      type: 'pickup',
      now: Date.now(),
      lines: [plainLine(store.items.dumplings, 1)],
    });
    const response = await app.inject({
      method: 'POST',
      url: `/apis/v1/businesses/${store.businessId}/orders`,
      headers: { ...jsonHeaders, cookie },
      payload: { orders: [{ ...payload, orderNote: 'Ring\u0000the bell' }] },
    });
    expectRefused(response, 'orderNote');
  });

  it('in a key of a JSON body and in a path parameter', async () => {
    const key = await app.inject({
      method: 'POST',
      url: '/apis/v1/user/addresses',
      headers: { ...jsonHeaders, cookie },
      payload: '{"user\\u0000Name":"x"}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({ errType: 1, innerErrorType: 1 });
    const param = await app.inject({ method: 'GET', url: '/apis/v1/commodities/a%00b', headers: { cookie } });
    expectRefused(param, 'id');
  });

  it('scans a body nested as deep as the size cap allows without failing', async () => {
    const depth = 30_000;
    const response = await app.inject({
      method: 'POST',
      url: '/apis/v1/user/addresses',
      headers: { ...jsonHeaders, cookie },
      payload: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 1 });
  });
});
