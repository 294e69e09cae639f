import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { openDatabase } from './client.js';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.js';
import { areas } from './schema/platform.js';

const onPglite = (process.env.NEARBITE_TEST_DATABASE ?? 'pglite') === 'pglite';

describe.runIf(onPglite)('embedded database', () => {
  let parent: string;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'nearbite-db-'));
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('creates its directory and keeps the data across restarts', async () => {
    const dataDir = join(parent, 'nested', 'pglite');
    const first = await openDatabase({ dataDir });
    expect(first.engine).toBe('pglite');
    await runMigrations(first);
    await first.db
      .insert(areas)
      .values({ name: { en: 'Bay Area', zh: '湾区' }, timeZone: 'America/Los_Angeles' });
    await first.close();
    expect((await stat(dataDir)).isDirectory()).toBe(true);

    const second = await openDatabase({ dataDir });
    await runMigrations(second);
    const rows = await second.db.select({ name: areas.name }).from(areas);
    await second.close();
    expect(rows).toEqual([{ name: { en: 'Bay Area', zh: '湾区' } }]);
  });

  it('starts an empty folder from a template, never a folder that holds a database, and sizes its cache', async () => {
    const template = join(parent, 'template');
    const made = await openDatabase({ dataDir: template });
    await made.db.execute(sql`create table from_template (id int)`);
    await made.close();

    const copied = join(parent, 'copied', 'pglite');
    const fromTemplate = await openDatabase({ dataDir: copied, template, sharedBuffersMb: 8 });
    const tables = await fromTemplate.db.execute(
      sql`select to_regclass('from_template') is not null as present`,
    );
    const cache = await fromTemplate.db.execute(sql`show shared_buffers`);
    await fromTemplate.db.execute(sql`create table only_in_copy (id int)`);
    await fromTemplate.close();
    expect(tables.rows).toEqual([{ present: true }]);
    expect(cache.rows).toEqual([{ shared_buffers: '8MB' }]);

    // Opened again with the template: the copy's own table is still there, so nothing was copied over it.
    const reopened = await openDatabase({ dataDir: copied, template });
    const own = await reopened.db.execute(sql`select to_regclass('only_in_copy') is not null as present`);
    await reopened.close();
    expect(own.rows).toEqual([{ present: true }]);

    // A template that is not there is no error: the engine makes a new database as it always did.
    const fresh = await openDatabase({ dataDir: join(parent, 'fresh'), template: join(parent, 'absent') });
    const none = await fresh.db.execute(sql`select to_regclass('from_template') is not null as present`);
    await fresh.close();
    expect(none.rows).toEqual([{ present: false }]);
  }, 120_000);
});

describe.skipIf(onPglite)('PostgreSQL pool', () => {
  let server: TestDatabase;

  beforeAll(async () => {
    server = await createTestDatabase();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('survives losing an idle connection, as when the database restarts', async () => {
    const poolErrors: Error[] = [];
    const database = await openDatabase({
      databaseUrl: server.url ?? '',
      dataDir: '',
      poolMax: 1,
      onPoolError: (error) => poolErrors.push(error),
    });
    try {
      const [row] = (await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
      await server.db.execute(sql`select pg_terminate_backend(${row?.pid ?? 0}::int)`);
      await expect.poll(() => poolErrors.length).toBe(1);

      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('survives losing a connection in the middle of a transaction, and opens a fresh one', async () => {
    const poolErrors: Error[] = [];
    const database = await openDatabase({
      databaseUrl: server.url ?? '',
      dataDir: '',
      poolMax: 1,
      onPoolError: (error) => poolErrors.push(error),
    });
    try {
      // The client is checked out between the two statements, where pg-pool has no listener of its own.
      const transaction = database.db.transaction(async (tx) => {
        const [row] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
        await server.db.execute(sql`select pg_terminate_backend(${row?.pid ?? 0}::int)`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      await expect.poll(() => poolErrors.length).toBeGreaterThanOrEqual(1);

      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('fails a statement that waits for a row lock past the lock timeout', async () => {
    const database = await openDatabase({ databaseUrl: server.url ?? '', dataDir: '', lockTimeoutMs: 100 });
    try {
      await database.db.execute(sql`create table if not exists lock_probe (id int primary key)`);
      await database.db.execute(sql`insert into lock_probe values (1) on conflict do nothing`);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = server.db.transaction(async (tx) => {
        await tx.execute(sql`select id from lock_probe where id = 1 for update`);
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // 55P03: lock_not_available.
      await expect(
        database.db.execute(sql`select id from lock_probe where id = 1 for update`),
      ).rejects.toMatchObject({ cause: { code: '55P03' } });
      release();
      await holder;
    } finally {
      await database.close();
    }
  });

  it('ends statements that run past the statement timeout', async () => {
    const database = await openDatabase({
      databaseUrl: server.url ?? '',
      dataDir: '',
      statementTimeoutMs: 100,
    });
    try {
      // 57014: query_canceled, which is how PostgreSQL reports a statement timeout.
      await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      });
      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('lets several server copies migrate a new database at once', async () => {
    const admin = new pg.Client({ connectionString: process.env.NEARBITE_TEST_DATABASE });
    await admin.connect();
    const name = `nearbite_test_race_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.NEARBITE_TEST_DATABASE ?? '');
    url.pathname = `/${name}`;
    const copies = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: '', poolMax: 2 })),
    );
    try {
      await Promise.all(copies.map((copy) => runMigrations(copy)));
      const applied = await copies[0]?.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied?.rows[0]?.n).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});
