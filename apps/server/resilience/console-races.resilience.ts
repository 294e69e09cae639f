import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { createStoreFixture, type StoreFixture } from '../src/test/order-fixtures.js';
import { Diner } from './diner.js';
import { answerLabel, type HttpAnswer, request } from './http-client.js';
import { freePort, ServerCopy, type UnexpectedExit } from './server-copy.js';
import { startTestPostgres, type TestPostgres } from './test-postgres.js';

/*
 * Store settings changed at the same moment through two server copies on one PostgreSQL: the rules that
 * span rows (a redeem code used once on the platform; an open store offering pickup keeps a pickup address)
 * must hold however the requests interleave. Single-process tests cannot show this: they share one pool.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OWNER_PHONE = '4158000101';
const ADMIN_PHONE = '4158000102';
const CODE_ATTEMPTS = 24;
const ROUNDS = 16;
/** Requests of each kind per round. */
const PAIRS = 4;
const DAY_MS = 86_400_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[console-races] ${line}`);

let database: TestPostgres;
let copies: ServerCopy[] = [];
let store: StoreFixture;
let owner: Diner;
let admin: Diner;
let logDir: string;

async function onClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const portOf = (index: number) => (copies[index % copies.length] as ServerCopy).port;

function consoleRequest(
  index: number,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<HttpAnswer> {
  return request({
    port: portOf(index),
    method,
    path: `/apis/v1/console/stores/${store.businessId}${path}`,
    ...(body === undefined ? {} : { body }),
    cookie: owner.cookie,
    timeoutMs: 30_000,
  });
}

const codeOf = (answer: HttpAnswer) => {
  const body = answer.body as { errType?: number; innerErrorType?: number } | null;
  return body?.innerErrorType === undefined ? answerLabel(answer) : `A${body.innerErrorType}`;
};

describe('console races: two server copies on PostgreSQL', () => {
  beforeAll(async () => {
    const unexpectedExits: UnexpectedExit[] = [];
    logDir = mkdtempSync(join(tmpdir(), 'nearbite-console-races-'));
    database = await startTestPostgres(log);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '10',
      DATA_DIR: join(logDir, 'data'),
      WEB_DIST_DIR: '/nonexistent',
      SEED_ON_START: 'false',
      ORDER_SIMULATOR: 'false',
      DEMO_MODE: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000',
      PLATFORM_ADMINS: `+1${ADMIN_PHONE}`,
    };
    for (const name of ['copy-A', 'copy-B']) {
      copies.push(new ServerCopy({ name, port: await freePort(), root: ROOT, logDir, env, unexpectedExits }));
    }
    for (const copy of copies) await copy.start();
    const handle = await openDatabase({ databaseUrl: database.url, dataDir: 'unused', poolMax: 2 });
    try {
      store = await createStoreFixture(handle.db);
    } finally {
      await handle.close();
    }
    await onClient((client) =>
      client.query(`insert into store_staff (business_id, phone_number, role) values ($1, $2, 'owner')`, [
        store.businessId,
        OWNER_PHONE,
      ]),
    );
    owner = new Diner(OWNER_PHONE, '127.0.3.1');
    await owner.signIn(portOf(0));
    admin = new Diner(ADMIN_PHONE, '127.0.3.2');
    await admin.signIn(portOf(1));
  }, 240_000);

  afterAll(async () => {
    for (const copy of copies) await copy.stop();
    await database?.dispose();
    rmSync(logDir, { recursive: true, force: true });
    copies = [];
  }, 60_000);

  it(`gives a redeem code to one coupon when ${CODE_ATTEMPTS} owners' saves with it arrive at once through both copies`, async () => {
    const coupon = (index: number) => ({
      title: { en: `Race ${index}`, zh: `抢码 ${index}` },
      couponType: 'cash',
      discountPercent: null,
      maxDiscountPrice: null,
      discountPrice: 200,
      minCommoditiesPrice: 1000,
      maxDeliveryDistanceMiles: null,
      orderTypes: ['pickup'],
      validity: { kind: 'duration', durationSeconds: 7 * 86_400 },
      stockNumber: 100,
      perUserLimit: 1,
      redeemCode: 'race',
    });
    const answers = await Promise.all(
      Array.from({ length: CODE_ATTEMPTS }, (_, index) =>
        consoleRequest(index, 'POST', '/coupons', coupon(index)),
      ),
    );
    const tally = answers.map(codeOf).reduce<Record<string, number>>((counts, code) => {
      counts[code] = (counts[code] ?? 0) + 1;
      return counts;
    }, {});
    log(`redeem code RACE: ${JSON.stringify(tally)}`);
    expect(tally).toEqual({ '200': 1, A256: CODE_ATTEMPTS - 1 });
    const stored = await onClient((client) =>
      client.query<{ count: number }>(
        `select count(*)::int as count from coupons where redeem_code = 'RACE'`,
      ),
    );
    expect(stored.rows[0]?.count).toBe(1);
  });

  it(`never leaves an open store offering pickup without a pickup address, over ${ROUNDS} rounds of both changes at once`, async () => {
    const allDay = Array.from({ length: 7 }, () => [[0, DAY_MS]]);
    const counter = {
      addressName: { en: 'Counter', zh: '柜台' },
      fullAddress: '845 Grant Ave, San Francisco, CA 94108',
      latitude: 37.79476,
      longitude: -122.40651,
      pickupHours: allDay,
      supportsImmediatePickUp: true,
    };
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      // Open, delivering only, with one pickup address: removing it and turning pickup on are each allowed alone.
      const reset = await consoleRequest(round, 'PUT', '/profile', { diningTypes: ['delivery'] });
      expect(reset.status, reset.text).toBe(200);
      const addresses = await consoleRequest(round, 'PUT', '/pickup-addresses', {
        pickupAddresses: [counter],
      });
      expect(addresses.status, addresses.text).toBe(200);
      // Several of each at once through both copies, so the two kinds of change interleave.
      // The profile change is the slower of the two: it leaves up to 28 ms earlier.
      const lead = (round % 8) * 4;
      const answers = await Promise.all(
        Array.from({ length: 2 * PAIRS }, async (_, index) => {
          if (index % 2 === 1)
            return consoleRequest(index, 'PUT', '/profile', { diningTypes: ['delivery', 'pickup'] });
          await sleep(lead);
          return consoleRequest(index, 'PUT', '/pickup-addresses', { pickupAddresses: [] });
        }),
      );
      const won = (kind: 0 | 1) =>
        answers.some((answer, index) => index % 2 === kind && answer.status === 200);
      const outcome = `${won(0) ? 'emptied' : 'kept'}/${won(1) ? 'pickup on' : 'pickup off'}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      expect(answers.map(codeOf).filter((code) => code !== '200' && code !== 'A267')).toEqual([]);
      expect(won(0) && won(1)).toBe(false);
      const state = await onClient((client) =>
        client.query<{ status: string; pickup: boolean; addresses: number }>(
          `select status, 'pickup' = any(dining_types) as pickup,
             (select count(*)::int from business_pickup_addresses where business_id = $1) as addresses
           from businesses where id = $1`,
          [store.businessId],
        ),
      );
      const row = state.rows[0];
      expect(row?.status).toBe('online');
      expect(row?.pickup && row.addresses === 0).toBe(false);
    }
    log(`pickup address vs pickup on (addresses/profile): ${JSON.stringify(outcomes)}`);
  });

  it(`never leaves an item saved into a timed menu that a removal at the same moment deleted, over ${ROUNDS} rounds`, async () => {
    const HOUR = 3_600_000;
    const lunchHours = Array.from({ length: 7 }, () => [[11 * HOUR, 14 * HOUR]]);
    const menusNow = async () =>
      (await consoleRequest(0, 'GET', '/timed-menus')).body as {
        timedMenus: { id: string; name: { en: string; zh: string }; openHours: number[][][] }[];
      };
    const kept = (await menusNow()).timedMenus.map(({ id, name, openHours }) => ({ id, name, openHours }));
    const itemPath = `/menu/items/${store.items.tea.id}`;
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      const added = await consoleRequest(round, 'PUT', '/timed-menus', {
        timedMenus: [...kept, { name: { en: 'Lunch', zh: '午餐' }, openHours: lunchHours }],
      });
      expect(added.status, added.text).toBe(200);
      const menu = (await consoleRequest(round, 'GET', '/menu')).body as {
        timedMenus: { key: string; name: { en: string } }[];
        items: Array<Record<string, unknown> & { id: string }>;
      };
      const lunchKey = menu.timedMenus.find((timed) => timed.name.en === 'Lunch')?.key;
      const { id: _id, ...tea } = menu.items.find((item) => item.id === store.items.tea.id) ?? { id: '' };
      const [removal, move] = await Promise.all([
        consoleRequest(round, 'PUT', '/timed-menus', { timedMenus: kept }),
        consoleRequest(round + 1, 'PUT', itemPath, { ...tea, timedMenu: lunchKey }),
      ]);
      // Each owner gets a clear answer: the removal saved or A174, the item saved or its problem listed
      // (a 200 with issues), never a database error.
      expect([codeOf(removal), codeOf(move)]).toEqual([expect.stringMatching(/^(200|A174)$/), '200']);
      const moved = (move.body as { id: string | null }).id !== null;
      const outcome = `${codeOf(removal)}/${moved ? 'moved' : codeOf(move)}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      const state = await onClient((client) =>
        client.query<{ menu: string | null; lunch: number }>(
          `select (select name ->> 'en' from timed_menus t where t.id = c.timed_menu_id) as menu,
             (select count(*)::int from timed_menus where business_id = $2 and name ->> 'en' = 'Lunch') as lunch
           from commodities c where c.id = $1`,
          [store.items.tea.id, store.businessId],
        ),
      );
      const row = state.rows[0];
      // A save that answered "moved" put the item in Lunch, and Lunch is still there; a removal that won left
      // the item where it was, all day.
      if (moved) expect([removal.status, row?.menu, row?.lunch]).toEqual([409, 'Lunch', 1]);
      else expect([removal.status, row?.menu, row?.lunch]).toEqual([200, null, 0]);
      // Back to the start: the item all day, Lunch gone.
      const reset = await consoleRequest(round, 'PUT', itemPath, { ...tea, timedMenu: null });
      expect(reset.status, reset.text).toBe(200);
      expect((await consoleRequest(round, 'PUT', '/timed-menus', { timedMenus: kept })).status).toBe(200);
    }
    log(`timed menu removal vs item moved into it (removal/item): ${JSON.stringify(outcomes)}`);
  });

  it(`keeps the welcome gift one admin's list when two admins save it at once, over ${ROUNDS} rounds`, async () => {
    const giftCoupon = (title: string) => ({
      title: { en: title, zh: title },
      couponType: 'cash',
      discountPercent: null,
      maxDiscountPrice: null,
      discountPrice: 300,
      minCommoditiesPrice: 1500,
      maxDeliveryDistanceMiles: null,
      orderTypes: [],
      validity: { kind: 'duration', durationSeconds: 14 * 86_400 },
      stockNumber: null,
      perUserLimit: 1,
      redeemCode: null,
    });
    const save = (index: number, title: string) =>
      request({
        port: portOf(index),
        method: 'PUT',
        path: '/apis/v1/console/platform/welcome-package',
        body: { status: 'active', coupons: [{ coupon: giftCoupon(title), quantity: 1 }] },
        cookie: admin.cookie,
        timeoutMs: 30_000,
      });
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      const [first, second] = [`Gift A${round}`, `Gift B${round}`];
      const answers = await Promise.all([save(round, first), save(round + 1, second)]);
      expect(answers.map(codeOf)).toEqual(['200', '200']);
      const state = await onClient((client) =>
        client.query<{ title: string; status: string; inPackage: boolean }>(
          `select c.title ->> 'en' as title, c.status,
             exists (select 1 from new_user_package_coupons l join new_user_packages p on p.id = l.package_id
                     where l.coupon_id = c.id and p.package_status = 'active') as "inPackage"
           from coupons c where c.title ->> 'en' in ($1, $2) order by 1`,
          [first, second],
        ),
      );
      // Saved in turn: the later save's coupon is the gift, the earlier one's was ended by it.
      const inPackage = state.rows.filter((row) => row.inPackage);
      expect(inPackage).toHaveLength(1);
      expect(inPackage[0]?.status).toBe('active');
      expect(state.rows.filter((row) => !row.inPackage).map((row) => row.status)).toEqual(['inactive']);
      const winner = inPackage[0]?.title === first ? 'A' : 'B';
      outcomes[winner] = (outcomes[winner] ?? 0) + 1;
    }
    log(`welcome gift saved by two admins at once (whose list stood): ${JSON.stringify(outcomes)}`);
  });

  it(`shows a store's change made through one copy on the other copy's very next list page, over ${ROUNDS} rounds`, async () => {
    const near = `/apis/v1/businesses?longitude=-122.4075&latitude=37.788&range=5&pageCapacity=50`;
    const cardOnB = async () => {
      const answer = await request({ port: portOf(1), method: 'GET', path: near, timeoutMs: 30_000 });
      expect(answer.status, answer.text).toBe(200);
      const body = answer.body as {
        businesses: Array<{ id: string; name: string; pauseReason: string | null }>;
      };
      const card = body.businesses.find((business) => business.id === store.businessId);
      if (!card) throw new Error("the store is not on copy B's list");
      return card;
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Copy B keeps the card it just wrote; copy A then changes the store, and B's next page must show it.
      await cardOnB();
      const name = { en: `Round ${round} Kitchen`, zh: `第${round}轮厨房` };
      const renamed = await consoleRequest(0, 'PUT', '/profile', { name });
      expect(renamed.status, renamed.text).toBe(200);
      expect((await cardOnB()).name).toBe(name.en);
      const paused = await consoleRequest(
        0,
        'PUT',
        '/board-settings',
        round % 2 === 0 ? { pauseMinutes: 30, pauseReason: 'tooBusy' } : { pauseMinutes: 0 },
      );
      expect(paused.status, paused.text).toBe(200);
      expect((await cardOnB()).pauseReason).toBe(round % 2 === 0 ? 'tooBusy' : null);
    }
    log(`store changes through copy A seen on copy B's next page: ${ROUNDS} rounds of a name and a pause`);
  });
  it(`shows an item's change made through one copy on the other copy's very next menu and item answers, over ${ROUNDS} rounds`, async () => {
    const itemId = store.items.noodles.id;
    const onB = async <T>(path: string): Promise<T> => {
      const answer = await request({ port: portOf(1), method: 'GET', path, timeoutMs: 30_000 });
      expect(answer.status, answer.text).toBe(200);
      return answer.body as T;
    };
    type Row = { id: string; name: string; price: number };
    const itemOnB = () => onB<Row>(`/apis/v1/commodities/${itemId}`);
    const menuRowOnB = async () => {
      const menu = await onB<{ commodityCategories: Array<{ commodities: Row[] }> }>(
        `/apis/v1/businesses/${store.businessId}/timedMenuDetail`,
      );
      const row = menu.commodityCategories
        .flatMap((category) => category.commodities)
        .find((c) => c.id === itemId);
      if (!row) throw new Error("the item is not on copy B's menu");
      return row;
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Copy B keeps the answers it just wrote; copy A then saves the item, and B's next answers must show it.
      await itemOnB();
      await menuRowOnB();
      const file = await consoleRequest(0, 'GET', '/menu');
      expect(file.status, file.text).toBe(200);
      const items = (file.body as { items: Array<{ id: string; name: object; price: number }> }).items;
      const saved = items.find((entry) => entry.id === itemId);
      if (!saved) throw new Error('the item is not in the menu file');
      const { id: _id, ...fields } = saved;
      const name = { en: `Round ${round} noodles`, zh: `第${round}轮面` };
      const price = 1_000 + round;
      const put = await consoleRequest(0, 'PUT', `/menu/items/${itemId}`, { ...fields, name, price });
      expect(put.status, put.text).toBe(200);
      expect(await itemOnB()).toMatchObject({ name: name.en, price });
      expect(await menuRowOnB()).toMatchObject({ name: name.en, price });
    }
    log(`item saves through copy A seen on copy B's next menu and item answers: ${ROUNDS} rounds`);
  });
});
