import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { DiningTableDto, QrSheetDto, TableCategoryDto } from '@nearbite/contract/console-tables';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { businesses, diningTables } from '../../db/schema/catalog.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The Tables tab through the API: who may change tables, duplicate names refused, the required dine-in
 * category, and the QR sheet: each card's QR, read back module by module, encodes the store page at that
 * table, which the diner's store page then knows.
 */

const OWNER = '4155550501';
const MANAGER = '4155550502';
const STAFF = '4155550503';
const OTHER_OWNER = '4155550504';
const PUBLIC_ORIGIN = 'https://order.nearbite.test';

let database: TestDatabase;
let app: NearbiteApp;
let store: StoreFixture;
let otherStore: StoreFixture;
let owner: { cookie: string };
let manager: { cookie: string };
let staff: { cookie: string };
let otherOwner: { cookie: string };
let diner: { cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    PRODUCTION_URL: PUBLIC_ORIGIN,
  });
  app = await buildApp({ config, database, clock: () => Date.parse('2025-06-11T19:00:00Z') });
  await app.ready();
  store = await createStoreFixture(database.db);
  otherStore = await createStoreFixture(database.db);
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  await addStaff(database.db, otherStore.businessId, OTHER_OWNER, 'owner');
  owner = await signedIn(database.db, OWNER);
  manager = await signedIn(database.db, MANAGER);
  staff = await signedIn(database.db, STAFF);
  otherOwner = await signedIn(database.db, OTHER_OWNER);
  diner = await createSignedInUser(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(diningTables).where(eq(diningTables.businessId, store.businessId));
  await database.db.update(businesses).set({ website: null }).where(eq(businesses.id, store.businessId));
});

const tablesPath = (suffix = '') => `/stores/${store.businessId}/tables${suffix}`;

async function list(
  cookie = staff.cookie,
): Promise<{ tables: DiningTableDto[]; categories: TableCategoryDto[] }> {
  const response = await consoleCall(app, 'GET', tablesPath(), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { tables: DiningTableDto[]; categories: TableCategoryDto[] };
}

async function add(name: string, cookie = manager.cookie): Promise<DiningTableDto> {
  const response = await consoleCall(app, 'POST', tablesPath(), cookie, { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DiningTableDto;
}

async function sheet(paper?: 'a4' | 'letter'): Promise<QrSheetDto> {
  const response = await consoleCall(
    app,
    'GET',
    tablesPath(`/qr-sheet${paper ? `?paper=${paper}` : ''}`),
    staff.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as QrSheetDto;
}

/** The module grid a card's QR path draws, row by row (1 dark, 0 light). */
function drawnModules(svg: string, url: string): number[] {
  const escaped = url.replace(/&/g, '&#38;');
  const start = svg.indexOf(`data-url="${escaped}"`);
  expect(start, `a card for ${url}`).toBeGreaterThan(-1);
  const match = /<path class="qr" data-size="(\d+)"[^>]* d="([^"]*)"/.exec(svg.slice(start));
  if (!match) throw new Error('the card has no QR');
  const size = Number(match[1]);
  const grid = new Array<number>(size * size).fill(0);
  for (const [, column, row] of (match[2] ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    grid[Number(row) * size + Number(column)] = 1;
  }
  return grid;
}

describe('who may change the tables', () => {
  it('lets any staff list them; A7 signed out, A194 diners and other stores', async () => {
    expect((await list()).tables).toEqual([]);
    expectError(await consoleCall(app, 'GET', tablesPath(), null), 401, 'A7');
    expectError(await consoleCall(app, 'GET', tablesPath(), diner.cookie), 403, 'A194');
    expectError(await consoleCall(app, 'POST', tablesPath(), otherOwner.cookie, { name: 'A1' }), 403, 'A194');
  });

  it('refuses staff without manageStoreProfile (A195)', async () => {
    expectError(await consoleCall(app, 'POST', tablesPath(), staff.cookie, { name: 'A1' }), 403, 'A195');
    expect((await list()).tables).toEqual([]);
  });
});

describe('tables', () => {
  it('adds, renames and removes tables in order, each audited', async () => {
    const first = await add('A1', owner.cookie);
    const second = await add('A2');
    expect((await list()).tables.map((table) => table.name)).toEqual(['A1', 'A2']);
    const renamed = await consoleCall(app, 'PUT', tablesPath(`/${second.id}`), manager.cookie, {
      name: 'Patio 1',
    });
    expect((renamed.json() as DiningTableDto).name).toBe('Patio 1');
    expect((await consoleCall(app, 'DELETE', tablesPath(`/${first.id}`), manager.cookie)).statusCode).toBe(
      200,
    );
    expect((await list()).tables.map((table) => table.name)).toEqual(['Patio 1']);
    const audit = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, owner.cookie);
    const actions = (audit.json() as { entries: AuditEntryDto[] }).entries.map((entry) => entry.action);
    expect(actions.slice(0, 4)).toEqual(['table.remove', 'table.rename', 'table.add', 'table.add']);
  });

  it('refuses a duplicate name with A91 and writes nothing, also on rename', async () => {
    await add('A1');
    const other = await add('A2');
    expectError(await consoleCall(app, 'POST', tablesPath(), manager.cookie, { name: 'A1' }), 409, 'A91');
    expectError(
      await consoleCall(app, 'PUT', tablesPath(`/${other.id}`), manager.cookie, { name: 'A1' }),
      409,
      'A91',
    );
    expect((await list()).tables.map((table) => table.name)).toEqual(['A1', 'A2']);
  });

  it('refuses an empty or too long name (A1), and an unknown table (A93)', async () => {
    expectError(await consoleCall(app, 'POST', tablesPath(), manager.cookie, { name: ' ' }), 400, 'A1');
    expectError(
      await consoleCall(app, 'POST', tablesPath(), manager.cookie, { name: 'x'.repeat(33) }),
      400,
      'A1',
    );
    const missing = tablesPath('/00000000-0000-4000-8000-000000000000');
    expectError(await consoleCall(app, 'DELETE', missing, manager.cookie), 404, 'A93');
  });
});

describe('the category dine-in orders must include', () => {
  const categoryPath = () => `/stores/${store.businessId}/dine-in-required-category`;
  const required = async () => (await list()).categories.filter((c) => c.requiredForDineIn).map((c) => c.id);

  it('moves the flag to the chosen category, clears it with null, and refuses another store category (A239)', async () => {
    expect(await required()).toEqual([store.drinksCategoryId]);
    const put = (categoryId: string | null) =>
      consoleCall(app, 'PUT', categoryPath(), manager.cookie, { categoryId });
    expect((await put(store.mainsCategoryId)).statusCode).toBe(200);
    expect(await required()).toEqual([store.mainsCategoryId]);
    expectError(await put(otherStore.mainsCategoryId), 404, 'A239');
    expect(await required()).toEqual([store.mainsCategoryId]);
    expect((await put(null)).statusCode).toBe(200);
    expect(await required()).toEqual([]);
    expect((await put(store.drinksCategoryId)).statusCode).toBe(200);
  });
});

describe('the QR sheet', () => {
  it('has one card per table whose QR encodes the store page at that table', async () => {
    await add('A1');
    await add('Patio & 2');
    const result = await sheet('a4');
    expect(result.paper).toBe('a4');
    expect(result.cards.map((card) => card.url)).toEqual([
      `${PUBLIC_ORIGIN}/post/detail?businessId=${store.businessId}&tableName=A1`,
      `${PUBLIC_ORIGIN}/post/detail?businessId=${store.businessId}&tableName=Patio+%26+2`,
    ]);
    expect(result.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="210mm" height="297mm"/);
    for (const card of result.cards) {
      const { modules } = QRCode.create(card.url, { errorCorrectionLevel: 'M' });
      expect(drawnModules(result.svg, card.url)).toEqual(Array.from(modules.data));
      expect(result.svg).toContain(`>${card.tableName.replace('&', '&#38;')}<`);
    }
    expect(result.svg).toContain('扫码点餐');
  });

  it('uses the store website when it has one, and a Letter page by default', async () => {
    await add('A1');
    await database.db.execute(
      sql`update businesses set website = 'dumplings.example' where id = ${store.businessId}`,
    );
    const result = await sheet();
    expect(result.paper).toBe('letter');
    expect(result.cards[0]?.url).toBe(
      `https://dumplings.example/post/detail?businessId=${store.businessId}&tableName=A1`,
    );
    expect(result.svg).toContain('width="215.9mm" height="279.4mm"');
  });

  it('adds a page for every six tables', async () => {
    for (const name of ['1', '2', '3', '4', '5', '6', '7']) await add(name);
    expect((await sheet('a4')).svg).toContain('height="594mm"');
  });

  it('points at a table the diner store page knows', async () => {
    await add('Window 3');
    const [card] = (await sheet()).cards;
    const url = new URL(card?.url ?? '');
    expect(url.pathname).toBe('/post/detail');
    const businessId = url.searchParams.get('businessId');
    const page = await app.inject({ method: 'GET', url: `/apis/v1/businesses/${businessId}/detail` });
    expect((page.json() as BusinessDetailDto).tablesInfo.tableNames).toContain(
      url.searchParams.get('tableName'),
    );
  });
});
