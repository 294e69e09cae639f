import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { PointsRulesBody, PointsRulesDto } from '@nearbite/contract/console-points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The points rules through the API: any staff reads them; owners and managers save them (with an audit
 * entry); staff and other stores are refused; out-of-range values and overlapping tiers get A1 and write
 * nothing.
 */

const OWNER = '4155550601';
const MANAGER = '4155550602';
const STAFF = '4155550603';
const OTHER_OWNER = '4155550604';

let database: TestDatabase;
let app: NearbiteApp;
let store: StoreFixture;
let owner: { cookie: string };
let manager: { cookie: string };
let staff: { cookie: string };
let otherOwner: { cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database });
  await app.ready();
  store = await createStoreFixture(database.db);
  const otherStore = await createStoreFixture(database.db);
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  await addStaff(database.db, otherStore.businessId, OTHER_OWNER, 'owner');
  owner = await signedIn(database.db, OWNER);
  manager = await signedIn(database.db, MANAGER);
  staff = await signedIn(database.db, STAFF);
  otherOwner = await signedIn(database.db, OTHER_OWNER);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const rulesPath = () => `/stores/${store.businessId}/points-rules`;

async function rules(cookie = owner.cookie): Promise<PointsRulesDto> {
  const response = await consoleCall(app, 'GET', rulesPath(), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PointsRulesDto;
}

const body: PointsRulesBody = {
  pointsPerDollar: 3,
  isDouble: true,
  pointsValidityDays: 180,
  maxExchangesPerOrder: 2,
  exchangeTiers: [
    { minPrice: 0, maxPrice: 1000, requiredPoints: 400 },
    { minPrice: 1000, maxPrice: 2500, requiredPoints: 900 },
  ],
  pointsExplain: { en: 'Three points a dollar, doubled this week.', zh: '每美元3积分，本周双倍。' },
  learnMoreGainPointsRules: { en: 'Points arrive when the order is completed.', zh: '订单完成后积分到账。' },
  learnMoreConsumePointsRules: null,
  learnMoreOtherExplain: { en: 'Points cannot be transferred.', zh: '积分不可转让。' },
};

describe('the points rules', () => {
  it('are read by any staff, and refused signed out (A7) and to another store (A194)', async () => {
    const read = await rules(staff.cookie);
    expect(read).toMatchObject({ enabled: expect.any(Boolean), exchangeTiers: expect.any(Array) });
    expectError(await consoleCall(app, 'GET', rulesPath(), null), 401, 'A7');
    expectError(await consoleCall(app, 'GET', rulesPath(), otherOwner.cookie), 403, 'A194');
  });

  it('are saved by a manager, read back as saved, and logged once', async () => {
    const before = await rules();
    const saved = await consoleCall(app, 'PUT', rulesPath(), manager.cookie, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...body, enabled: before.enabled });
    expect(await rules()).toEqual({ ...body, enabled: before.enabled });
    // The same rules again change nothing and log nothing.
    expect((await consoleCall(app, 'PUT', rulesPath(), owner.cookie, body)).statusCode).toBe(200);
    const log = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, owner.cookie);
    const actions = (log.json() as { entries: AuditEntryDto[] }).entries.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'pointsRules.update')).toHaveLength(1);
  });

  it("show diners the explanation texts on the programme's page, in their language", async () => {
    await rules();
    const content = async (language: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/apis/v1/businesses/${store.businessId}/points/content`,
        headers: { 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, unknown>;
    };
    expect(await content('zh-CN')).toMatchObject({
      pointsExplain: '每美元3积分，本周双倍。',
      learnMoreGainPointsRules: '订单完成后积分到账。',
      learnMoreOtherExplain: '积分不可转让。',
    });
    expect((await content('en-US')).pointsExplain).toBe('Three points a dollar, doubled this week.');
    const oneLanguage = { ...body, pointsExplain: { en: 'Only English', zh: ' ' } };
    expectError(await consoleCall(app, 'PUT', rulesPath(), owner.cookie, oneLanguage), 400, 'A1');
  });

  it('refuse staff (A195) and other stores (A194), and write nothing', async () => {
    const changed = { ...body, pointsPerDollar: 9 };
    expectError(await consoleCall(app, 'PUT', rulesPath(), staff.cookie, changed), 403, 'A195');
    expectError(await consoleCall(app, 'PUT', rulesPath(), otherOwner.cookie, changed), 403, 'A194');
    expect((await rules()).pointsPerDollar).toBe(3);
  });

  it('refuse out-of-range values and overlapping tiers with A1 naming the field, and write nothing', async () => {
    const refusals: Array<[PointsRulesBody, string]> = [
      [{ ...body, pointsPerDollar: 101 }, 'pointsPerDollar'],
      [{ ...body, pointsValidityDays: 0 }, 'pointsValidityDays'],
      [
        {
          ...body,
          exchangeTiers: [
            { minPrice: 0, maxPrice: 1000, requiredPoints: 400 },
            { minPrice: 500, maxPrice: 2000, requiredPoints: 800 },
          ],
        },
        'exchangeTiers.1.minPrice',
      ],
      [
        { ...body, exchangeTiers: [{ minPrice: 800, maxPrice: 800, requiredPoints: 1 }] },
        'exchangeTiers.0.maxPrice',
      ],
    ];
    for (const [refused, field] of refusals) {
      const response = await consoleCall(app, 'PUT', rulesPath(), owner.cookie, refused);
      expectError(response, 400, 'A1');
      expect(response.body).toContain(field);
    }
    expect(await rules()).toMatchObject(body);
  });
});
