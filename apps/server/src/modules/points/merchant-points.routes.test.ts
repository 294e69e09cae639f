import { randomUUID } from 'node:crypto';
import type { PointsStatementDto } from '@nearbite/contract/points';
import type { MerchantPointsChangeType } from '@nearbite/domain/points-programme';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { pointsLedger } from '../../db/schema/points.js';
import {
  createSignedInUser,
  createStoreFixture,
  givePoints,
  type StoreFixture,
} from '../../test/order-fixtures.js';
import { concurrentTitle, createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The merchant API's points on a real database: rewards, deductions, share and comment points each write
 * a statement line, the reference makes a change idempotent, and concurrent deductions never take a
 * balance below zero. After every change the balance equals the sum of the statement.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const TOKEN = 'operator-token-for-tests-0123456789';

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    OPERATOR_TOKEN: TOKEN,
  });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  store = await createStoreFixture(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  now = WED_NOON;
});

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;
interface ChangeAnswer {
  curPoints: number;
  statement: PointsStatementDto;
  replayed: boolean;
}

function codeOf(response: Response): string {
  if (response.statusCode === 200) return 'ok';
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

function expectError(response: Response, status: number, code: string) {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

async function value(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = (await database.db.execute(query)).rows as Array<{ value: number | string | null }>;
  return Number(row?.value ?? 0);
}

/** A server-to-server call: no Origin, a JSON body, the operator's token. */
function change(
  userId: string,
  body: { changeType: MerchantPointsChangeType | string; points: number; reference: string },
  options: { businessId?: string; token?: string | null } = {},
) {
  const token = options.token === undefined ? TOKEN : options.token;
  return app.inject({
    method: 'POST',
    url: `/apis/v1/merchant/businesses/${options.businessId ?? store.businessId}/users/${userId}/points`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
}

function applied(response: Response): ChangeAnswer {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ChangeAnswer;
}

const balanceOf = (userId: string, businessId = store.businessId) =>
  value(
    sql`select cur_points as value from points_cards where user_id = ${userId} and business_id = ${businessId}`,
  );
const ledgerOf = async (userId: string, businessId = store.businessId) => {
  const rows = (
    await database.db.execute(sql`select l.change_type, l.change_number, l.balance_after, l.reference
      from points_ledger l join points_cards c on c.id = l.card_id
      where c.user_id = ${userId} and c.business_id = ${businessId} order by l.id`)
  ).rows as Array<{ change_type: string; change_number: number; balance_after: number; reference: string }>;
  return rows.map((row) => [row.change_type, row.change_number, row.balance_after, row.reference]);
};
const ledgerSumOf = (userId: string, businessId = store.businessId) =>
  value(sql`select sum(l.change_number) as value from points_ledger l join points_cards c on c.id = l.card_id
    where c.user_id = ${userId} and c.business_id = ${businessId}`);

describe('merchant API access', () => {
  it('answers 404 without an operator token configured, and 401 A7 for a missing or wrong token', async () => {
    const diner = await createSignedInUser(database.db);
    const body = { changeType: 'businessReward', points: 10, reference: 'r-1' };
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
    const closed = await buildApp({ config, database, clock: () => now });
    try {
      const response = await closed.inject({
        method: 'POST',
        url: `/apis/v1/merchant/businesses/${store.businessId}/users/${diner.userId}/points`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    expectError(await change(diner.userId, body, { token: null }), 401, 'A7');
    expectError(await change(diner.userId, body, { token: 'wrong-token-wrong-token-0000' }), 401, 'A7');
    expect(await value(sql`select count(*) as value from points_cards where user_id = ${diner.userId}`)).toBe(
      0,
    );
  });
});

describe('POST /merchant/businesses/:businessId/users/:userId/points', () => {
  it('rewards, grants share and comment points and deducts, each with its statement line', async () => {
    const diner = await createSignedInUser(database.db);
    const reward = applied(
      await change(diner.userId, { changeType: 'businessReward', points: 120, reference: 'reward-1' }),
    );
    expect(reward).toEqual({
      curPoints: 120,
      replayed: false,
      statement: {
        id: expect.any(String),
        changeType: 'businessReward',
        changeTime: WED_NOON,
        changeNumber: 120,
        balanceAfter: 120,
        orderId: null,
      },
    });
    now += 1000;
    expect(
      applied(await change(diner.userId, { changeType: 'share', points: 5, reference: 'share-1' })).curPoints,
    ).toBe(125);
    now += 1000;
    expect(
      applied(await change(diner.userId, { changeType: 'comment', points: 15, reference: 'comment-1' }))
        .curPoints,
    ).toBe(140);
    now += 1000;
    const deduction = applied(
      await change(diner.userId, { changeType: 'businessDeduction', points: 40, reference: 'deduct-1' }),
    );
    expect(deduction.curPoints).toBe(100);
    expect(deduction.statement).toMatchObject({ changeType: 'businessDeduction', changeNumber: -40 });

    expect(await ledgerOf(diner.userId)).toEqual([
      ['businessReward', 120, 120, 'reward-1'],
      ['share', 5, 125, 'share-1'],
      ['comment', 15, 140, 'comment-1'],
      ['businessDeduction', -40, 100, 'deduct-1'],
    ]);
    expect(await balanceOf(diner.userId)).toBe(100);
    expect(await ledgerSumOf(diner.userId)).toBe(100);

    // The diner's statement shows the same lines, newest first.
    const statement = await app.inject({
      method: 'GET',
      url: `/apis/v1/user/points/businesses/${store.businessId}/statements`,
      headers: { cookie: diner.cookie },
    });
    expect(
      (statement.json() as { statements: PointsStatementDto[] }).statements.map((line) => line.changeType),
    ).toEqual(['businessDeduction', 'comment', 'share', 'businessReward']);
  });

  it(
    concurrentTitle('applies a reference once, however often and however concurrently it is sent'),
    async () => {
      const diner = await createSignedInUser(database.db);
      const body = { changeType: 'businessReward', points: 50, reference: 'campaign-7' };
      const first = applied(await change(diner.userId, body));
      const again = applied(await change(diner.userId, body));
      expect(again).toEqual({ ...first, replayed: true });
      const burst = (await Promise.all(Array.from({ length: 10 }, () => change(diner.userId, body)))).map(
        applied,
      );
      expect(new Set(burst.map((answer) => answer.statement.id))).toEqual(new Set([first.statement.id]));
      expect(await balanceOf(diner.userId)).toBe(50);
      expect(await ledgerSumOf(diner.userId)).toBe(50);

      // A deduction retried after other changes answers its own line and the balance now.
      applied(
        await change(diner.userId, { changeType: 'businessDeduction', points: 20, reference: 'fix-1' }),
      );
      applied(await change(diner.userId, { changeType: 'comment', points: 5, reference: 'comment-9' }));
      const retried = applied(
        await change(diner.userId, { changeType: 'businessDeduction', points: 20, reference: 'fix-1' }),
      );
      expect(retried).toMatchObject({ replayed: true, curPoints: 35, statement: { balanceAfter: 30 } });

      // The same reference for a different change is refused; at another diner it is that diner's own.
      expectError(
        await change(diner.userId, { changeType: 'businessReward', points: 60, reference: 'campaign-7' }),
        409,
        'A16',
      );
      expectError(
        await change(diner.userId, { changeType: 'share', points: 50, reference: 'campaign-7' }),
        409,
        'A16',
      );
      const other = await createSignedInUser(database.db);
      expect(applied(await change(other.userId, body)).replayed).toBe(false);
      expect(await balanceOf(diner.userId)).toBe(35);
      expect(await ledgerSumOf(diner.userId)).toBe(35);
    },
  );

  it('cannot hold two lines with one reference on a card, even written past the API', async () => {
    const diner = await createSignedInUser(database.db);
    const cardId = await givePoints(database.db, diner.userId, store.businessId, 10);
    const line = (reference: string | null) =>
      database.db.insert(pointsLedger).values({
        cardId,
        changeType: 'share',
        changeNumber: 1,
        balanceAfter: 11,
        reference,
      });
    await line('post-1');
    await expect(line('post-1')).rejects.toThrow();
    // Lines without a reference (orders, exchanges, expiry) are never in each other's way.
    await line(null);
    await line(null);
  });

  it('refuses a deduction beyond the balance or without a card with A162, and changes nothing', async () => {
    const diner = await createSignedInUser(database.db);
    const deduct = (points: number, reference: string) =>
      change(diner.userId, { changeType: 'businessDeduction', points, reference });
    expectError(await deduct(1, 'no-card'), 409, 'A162');
    expect(await value(sql`select count(*) as value from points_cards where user_id = ${diner.userId}`)).toBe(
      0,
    );
    await givePoints(database.db, diner.userId, store.businessId, 30);
    expectError(await deduct(31, 'too-much'), 409, 'A162');
    expect(await balanceOf(diner.userId)).toBe(30);
    expect(await ledgerOf(diner.userId)).toEqual([['businessReward', 30, 30, null]]);
    // The refused reference was not used up.
    expect(applied(await deduct(30, 'too-much')).curPoints).toBe(0);
    expect(await ledgerSumOf(diner.userId)).toBe(0);
  });

  it(
    concurrentTitle(
      'of 20 deductions at once only those the balance covers succeed, and the statement sums to it',
    ),
    async () => {
      const diner = await createSignedInUser(database.db);
      await givePoints(database.db, diner.userId, store.businessId, 100);
      const deduct = (points: number, index: number) =>
        change(diner.userId, { changeType: 'businessDeduction', points, reference: `d-${points}-${index}` });

      const tens = (await Promise.all(Array.from({ length: 20 }, (_, index) => deduct(10, index)))).map(
        codeOf,
      );
      expect(tens.filter((code) => code === 'ok')).toHaveLength(10);
      expect(tens.filter((code) => code !== 'ok').every((code) => code === 'A162')).toBe(true);
      expect(await balanceOf(diner.userId)).toBe(0);
      expect(await ledgerSumOf(diner.userId)).toBe(0);

      await givePoints(database.db, diner.userId, store.businessId, 100);
      const hundreds = (await Promise.all(Array.from({ length: 20 }, (_, index) => deduct(100, index)))).map(
        codeOf,
      );
      expect(hundreds.filter((code) => code === 'ok')).toHaveLength(1);
      expect(await balanceOf(diner.userId)).toBe(0);
      expect(await ledgerSumOf(diner.userId)).toBe(0);
      const balances = (
        await database.db.execute(sql`select l.balance_after from points_ledger l
        join points_cards c on c.id = l.card_id where c.user_id = ${diner.userId}`)
      ).rows as Array<{ balance_after: number }>;
      expect(balances.every((row) => row.balance_after >= 0)).toBe(true);
    },
  );

  it('refuses unknown stores and users, stores without a programme, and bad bodies', async () => {
    const diner = await createSignedInUser(database.db);
    const reward = { changeType: 'businessReward', points: 10, reference: 'r' };
    expectError(await change(diner.userId, reward, { businessId: randomUUID() }), 404, 'A76');
    expectError(await change(diner.userId, reward, { businessId: 'not-a-store' }), 400, 'A1');
    expectError(await change(randomUUID(), reward), 404, 'A155');
    expectError(await change('someone', reward), 400, 'A1');
    const none = await createStoreFixture(database.db);
    await database.db.execute(sql`delete from points_programmes where business_id = ${none.businessId}`);
    expectError(await change(diner.userId, reward, { businessId: none.businessId }), 404, 'A163');
    for (const body of [
      { ...reward, points: 0 },
      { ...reward, points: -5 },
      { ...reward, points: 1.5 },
      { ...reward, points: 1_000_001 },
      { ...reward, changeType: 'completedOrder' },
      { ...reward, changeType: 'expired' },
      { ...reward, reference: '' },
      { ...reward, reference: 'x'.repeat(101) },
    ]) {
      expectError(await change(diner.userId, body), 400, 'A1');
    }
    expect(await value(sql`select count(*) as value from points_cards where user_id = ${diner.userId}`)).toBe(
      0,
    );
  });

  it('adds no points while the programme is off, but still lets the store deduct', async () => {
    const diner = await createSignedInUser(database.db);
    const off = await createStoreFixture(database.db);
    await givePoints(database.db, diner.userId, off.businessId, 40);
    await database.db.execute(
      sql`update businesses set points_status = 'inactive' where id = ${off.businessId}`,
    );
    const options = { businessId: off.businessId };
    for (const changeType of ['businessReward', 'share', 'comment'] as const) {
      expectError(
        await change(diner.userId, { changeType, points: 5, reference: changeType }, options),
        409,
        'A164',
      );
    }
    const deducted = applied(
      await change(diner.userId, { changeType: 'businessDeduction', points: 15, reference: 'd' }, options),
    );
    expect(deducted.curPoints).toBe(25);
    expect(await ledgerSumOf(diner.userId, off.businessId)).toBe(25);
  });
});
