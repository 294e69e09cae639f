import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, expectError } from '../../test/console-fixtures.js';
import { createStoreFixture } from '../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The demo stores' owners (issue 15): the console's demo page lists the catalog's first stores with the
 * phones that own them, in demo mode only.
 */

let harness: TestApp;
let first: string;
let third: string;

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  [first, third] = await Promise.all([
    createStoreFixture(db).then((store) => store.businessId),
    createStoreFixture(db).then((store) => store.businessId),
  ]);
  if (!first || !third) throw new Error('no stores');
  await addStaff(db, first, '5550000000', 'owner');
  // Store 1's owner phone is only a manager somewhere: not a demo owner, not listed.
  await addStaff(db, third, '5550000001', 'manager');
  await addStaff(db, third, '5550000002', 'owner');
  // Beyond the limit asked for.
  await addStaff(db, first, '5550000009', 'owner');
});
afterAll(async () => {
  await harness?.close();
});

const demoStores = (query: string, app = harness.app, language = 'en-US') =>
  app.inject({
    method: 'GET',
    url: `/apis/v1/dev/demoStores${query}`,
    headers: { 'accept-language': language },
  });

describe('demo stores', () => {
  it("lists the first stores with their owners' phones, in catalog order and the request's language", async () => {
    const response = await demoStores('?limit=3');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      stores: [
        { index: 0, businessId: first, name: 'Fixture Noodle House', ownerPhone: '+15550000000' },
        { index: 2, businessId: third, name: 'Fixture Noodle House', ownerPhone: '+15550000002' },
      ],
    });
    const chinese = (await demoStores('?limit=1', harness.app, 'zh-CN')).json() as {
      stores: { name: string }[];
    };
    expect(chinese.stores.map((store) => store.name)).toEqual(['Fixture Noodle House（中）']);
  });

  it('refuses a limit out of range', async () => {
    expectError(await demoStores('?limit=0'), 400, 'A1');
    expectError(await demoStores('?limit=51'), 400, 'A1');
  });

  it('is not there outside demo mode (404, A15)', async () => {
    const production = await createTestApp({ DEMO_MODE: 'false' });
    try {
      expectError(await demoStores('', production.app), 404, 'A15');
    } finally {
      await production.close();
    }
  });
});
