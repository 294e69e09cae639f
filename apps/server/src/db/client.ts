import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Schema, schema } from './schema.js';

/**
 * What `db.execute()` answers on both engines: the rows. Affected-row counts are named differently by
 * the two drivers, so an update that must know what it touched uses `.returning()`.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  readonly type: DbQueryResult<this['row']>;
}

export interface DbQueryResult<Row> {
  rows: Row[];
}

/**
 * The drizzle API both engines share. Repositories take a Db and work unchanged on PGlite and on a
 * PostgreSQL server; a transaction (`db.transaction(async (tx) => ...)`) is a Db too.
 */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded engine; one connection, so concurrent transactions take turns. */
export interface PgliteDatabaseHandle extends DatabaseBase {
  engine: 'pglite';
  client: PGlite;
}

export interface PostgresDatabaseHandle extends DatabaseBase {
  engine: 'postgres';
  pool: pg.Pool;
}

export type Database = PgliteDatabaseHandle | PostgresDatabaseHandle;

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without one the embedded engine stores its files in dataDir. */
  databaseUrl?: string;
  /** Directory of the embedded database, or 'memory://' for a throw-away one. */
  dataDir: string;
  poolMax?: number;
  /** Server-side limit per statement; a runaway query must not hold a pooled connection forever. */
  statementTimeoutMs?: number;
  /** How long a statement waits for a row lock before it fails (55P03) instead of queueing forever. */
  lockTimeoutMs?: number;
  /** Errors of pooled connections (a database restart); they are recoverable, so only reported. */
  onPoolError?: (error: Error) => void;
  /** The embedded engine's buffer cache (PostgreSQL's shared_buffers) in MB; its own default is 128. */
  sharedBuffersMb?: number;
  /**
   * A data folder (seed/pglite-template.ts) that a new embedded database is copied from instead of running
   * initdb, which takes seconds and a second copy of the engine's memory. Ignored when it does not exist.
   * A function is called only when the data folder is empty (naming a template may read files).
   */
  template?: string | (() => string);
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
export const DEFAULT_LOCK_TIMEOUT_MS = 5_000;
/** The exit code when the embedded engine fails (EX_SOFTWARE); a supervisor restarts on the same files. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  // Loaded only for the embedded engine: a copy on a PostgreSQL server never carries PGlite.
  const { openPglite } = await import('./pglite-client.js');
  return openPglite(options);
}

async function openPostgres(
  databaseUrl: string,
  options: OpenDatabaseOptions,
): Promise<PostgresDatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    lock_timeout: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    // A request that dies mid-transaction must not keep its row locks.
    idle_in_transaction_session_timeout: 60_000,
    application_name: 'nearbite',
    keepAlive: true,
  });
  // Without a listener, a client's error (the server restarting or terminating backends) is an unhandled
  // 'error' event and ends the process. The pool listens on idle clients only, and removes its listener
  // while a client is checked out (in a transaction, between two statements), so every client also gets
  // one of its own. The query in flight fails with the error; the pool drops the client on release.
  const reportError =
    options.onPoolError ??
    ((error: Error) => {
      console.error(`database: connection lost (${error.message})`);
    });
  // Reported once, by the client's own listener; the pool's event only needs a listener to exist.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', reportError);
  });
  const db: Db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    engine: 'postgres',
    pool,
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
