import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

export type TestDatabase = Database & {
  /** The URL of the database created for this test file; absent on PGlite. */
  url?: string;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite when NEARBITE_TEST_DATABASE is
 * 'pglite' or unset, otherwise a new database on the PostgreSQL server it names, dropped on close().
 * `migrate: false` leaves it empty, for tests of an upgrade.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const target = process.env.NEARBITE_TEST_DATABASE;
  if (!target || target === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    if (migrate) await runMigrations(database);
    return database;
  }

  const name = `nearbite_test_${randomBytes(8).toString('hex')}`;
  await onServer(target, `create database ${name}`);
  const url = new URL(target);
  url.pathname = `/${name}`;
  const drop = () => onServer(target, `drop database if exists ${name} with (force)`);

  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolMax: 5 });
  try {
    if (migrate) await runMigrations(database);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** CREATE and DROP DATABASE cannot run inside the database they act on, nor in a transaction. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the tests of this project run on the embedded engine (one connection). */
export const onEmbeddedEngine = (process.env.NEARBITE_TEST_DATABASE ?? 'pglite') === 'pglite';

/**
 * The title of a test that sends requests at once. On PGlite concurrent transactions take turns on its
 * one connection, so there it checks the single-connection path only; races are proven on PostgreSQL
 * (the server-postgres project and the resilience suite).
 */
export const concurrentTitle = (title: string): string =>
  onEmbeddedEngine ? `${title} [single connection: transactions take turns]` : title;
