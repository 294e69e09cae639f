import type { PointsStatementDto } from '@nearbite/contract/points';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createPointsRepository } from '../modules/points/points.repository.js';
import { createPointsService } from '../modules/points/points.service.js';
import {
  createSignedInUser,
  createStoreFixture,
  givePoints,
  type StoreFixture,
} from '../test/order-fixtures.js';
import { concurrentTitle, createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { createPointsExpirySweeper } from './points-expiry-sweeper.js';

/**
 * The points expiry sweeper on a real database: a store with a validity of 30 days expires the whole
 * balance of a card that has gained no points for 30 days, with one `expired` line; a store without a
 * validity never expires points; sweeps running at once, also from two server copies, expire a card once.
 */

const DAY = 86_400_000;
/** Wednesday 11 June 2025, 12:00 in San Francisco. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const VALIDITY_DAYS = 30;
const onPglite = (process.env.NEARBITE_TEST_DATABASE ?? 'pglite') === 'pglite';

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
/** The store whose points last 30 days. */
let expiring: StoreFixture;
/** The store whose points never expire. */
let lasting: StoreFixture;

const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: config(), database, clock: () => now });
  await app.ready();
  lasting = await createStoreFixture(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  now = WED_NOON;
  // A fresh store per test, so the cards of earlier tests are out of the way.
  expiring = await createStoreFixture(database.db);
  await database.db.execute(sql`update points_programmes set points_validity_days = ${VALIDITY_DAYS}
    where business_id = ${expiring.businessId}`);
});

const daysAgo = (days: number, ms = 0) => new Date(WED_NOON - days * DAY + ms);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

/** A diner with a card at the store: points given at each time, then points deducted at each time. */
async function cardWith(
  store: StoreFixture,
  gains: Array<[points: number, at: Date]>,
  deductions: Array<[points: number, at: Date]> = [],
): Promise<{ userId: string; cookie: string; cardId: string }> {
  const diner = await createSignedInUser(database.db);
  let cardId = '';
  for (const [points, at] of gains)
    cardId = await givePoints(database.db, diner.userId, store.businessId, points, at);
  const repository = createPointsRepository(database.db);
  for (const [points, at] of deductions) {
    const result = await repository.applyChange({
      userId: diner.userId,
      businessId: store.businessId,
      changeType: 'businessDeduction',
      points,
      reference: null,
      at,
    });
    expect(result.kind).toBe('applied');
  }
  return { ...diner, cardId };
}

async function cardState(cardId: string) {
  const [card] = await rows<{ cur_points: number }>(
    sql`select cur_points from points_cards where id = ${cardId}`,
  );
  const lines = await rows<{
    change_type: string;
    change_number: number;
    balance_after: number;
    change_time: Date;
  }>(
    sql`select change_type, change_number, balance_after, change_time from points_ledger where card_id = ${cardId}
      order by id`,
  );
  const expired = lines
    .filter((line) => line.change_type === 'expired')
    .map((line) => [line.change_number, line.balance_after, new Date(line.change_time).getTime()]);
  const sum = lines.reduce((total, line) => total + line.change_number, 0);
  return { balance: card?.cur_points ?? 0, sum, expired };
}

describe('points expiry sweeper', () => {
  it(
    concurrentTitle(
      'expires the whole balance of cards that gained nothing for the validity, once, with sweeps at once',
    ),
    async () => {
      const stale = await cardWith(expiring, [[100, daysAgo(31)]]);
      const regained = await cardWith(expiring, [
        [100, daysAgo(31)],
        [10, daysAgo(10)],
      ]);
      const exactlyDue = await cardWith(expiring, [[40, daysAgo(VALIDITY_DAYS)]]);
      const justNotDue = await cardWith(expiring, [[40, daysAgo(VALIDITY_DAYS, 1)]]);
      // Spending does not restart the clock: only gaining points does.
      const spentSince = await cardWith(expiring, [[50, daysAgo(40)]], [[20, daysAgo(1)]]);
      const empty = await cardWith(expiring, [[10, daysAgo(40)]], [[10, daysAgo(35)]]);
      const neverExpires = await cardWith(lasting, [[70, daysAgo(400)]]);

      // Two copies of the server, three sweeps at once.
      const copy = await buildApp({ config: config(), database, clock: () => now });
      let expired: number[];
      try {
        expired = await Promise.all([
          app.pointsExpirySweeper.runOnce(),
          copy.pointsExpirySweeper.runOnce(),
          app.pointsExpirySweeper.runOnce(),
        ]);
      } finally {
        await copy.close();
      }
      expect(expired.reduce((sum, count) => sum + count, 0)).toBe(3);

      expect(await cardState(stale.cardId)).toEqual({ balance: 0, sum: 0, expired: [[-100, 0, WED_NOON]] });
      expect(await cardState(exactlyDue.cardId)).toEqual({
        balance: 0,
        sum: 0,
        expired: [[-40, 0, WED_NOON]],
      });
      expect(await cardState(spentSince.cardId)).toEqual({
        balance: 0,
        sum: 0,
        expired: [[-30, 0, WED_NOON]],
      });
      expect(await cardState(regained.cardId)).toEqual({ balance: 110, sum: 110, expired: [] });
      expect(await cardState(justNotDue.cardId)).toEqual({ balance: 40, sum: 40, expired: [] });
      expect(await cardState(empty.cardId)).toEqual({ balance: 0, sum: 0, expired: [] });
      expect(await cardState(neverExpires.cardId)).toEqual({ balance: 70, sum: 70, expired: [] });

      // Nothing is left to expire; a millisecond later the next card is due.
      expect(await app.pointsExpirySweeper.runOnce()).toBe(0);
      now += 1;
      expect(await app.pointsExpirySweeper.runOnce()).toBe(1);
      expect(await cardState(justNotDue.cardId)).toMatchObject({ balance: 0, sum: 0 });

      // The diner sees the expiry among the lines that took points.
      const response = await app.inject({
        method: 'GET',
        url: `/apis/v1/user/points/businesses/${expiring.businessId}/statements?statementType=negative`,
        headers: { cookie: stale.cookie },
      });
      const { statements } = response.json() as { statements: PointsStatementDto[] };
      expect(statements.map((line) => [line.changeType, line.changeNumber, line.balanceAfter])).toEqual([
        ['expired', -100, 0],
      ]);
    },
  );

  it('takes a validity of 1 to 3650 days or none', async () => {
    const set = (days: number | null) =>
      database.db.execute(sql`update points_programmes set points_validity_days = ${days}
        where business_id = ${expiring.businessId}`);
    await set(1);
    await set(3650);
    await set(null);
    await expect(set(0)).rejects.toThrow();
    await expect(set(3651)).rejects.toThrow();
  });

  it('keeps expiring in batches until nothing is due', async () => {
    const cards = [];
    for (let index = 0; index < 5; index += 1)
      cards.push(await cardWith(expiring, [[index + 1, daysAgo(60)]]));
    const sweeper = createPointsExpirySweeper({
      points: createPointsService({ repository: createPointsRepository(database.db), clock: () => now }),
      log: app.log,
      intervalMs: 60_000,
      batchSize: 2,
    });
    expect(await sweeper.runOnce()).toBe(5);
    for (const card of cards) expect(await cardState(card.cardId)).toMatchObject({ balance: 0, sum: 0 });
    expect(await sweeper.runOnce()).toBe(0);
  });

  it('starts with a sweep and stops cleanly', async () => {
    const card = await cardWith(expiring, [[25, daysAgo(45)]]);
    const sweeper = createPointsExpirySweeper({
      points: createPointsService({ repository: createPointsRepository(database.db), clock: () => now }),
      log: app.log,
      intervalMs: 60_000,
    });
    sweeper.start();
    await expect.poll(async () => (await cardState(card.cardId)).balance).toBe(0);
    await sweeper.stop();
    expect((await cardState(card.cardId)).expired).toHaveLength(1);
  });

  it.skipIf(onPglite)(
    'leaves a card another transaction holds to a later sweep (PostgreSQL: copies skip locked cards)',
    async () => {
      const card = await cardWith(expiring, [[60, daysAgo(45)]]);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from points_cards where id = ${card.cardId} for update`);
        holding();
        await released;
      });
      await held;
      expect(await app.pointsExpirySweeper.runOnce()).toBe(0);
      release();
      await holder;
      expect(await app.pointsExpirySweeper.runOnce()).toBe(1);
      expect(await cardState(card.cardId)).toEqual({ balance: 0, sum: 0, expired: [[-60, 0, WED_NOON]] });
    },
  );
});
