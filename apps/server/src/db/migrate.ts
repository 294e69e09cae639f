import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

/** apps/server/drizzle, reached the same way from src/db (tests) and dist/db (the built server). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number works as long as nothing else in the database uses it for another advisory lock. */
const MIGRATION_LOCK_KEY = 7_302_113_001;

/**
 * Applies the migrations that have not run yet. Safe to call on every start and from several copies. Tests of
 * an upgrade pass a folder holding the journal's first migrations only.
 */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  // Everything runs on one connection: the session-level advisory lock belongs to it, and drizzle's
  // migrator, given a single client, runs its transaction there too.
  const client = await database.pool.connect();
  try {
    // Index builds on a large catalog may outlast the request statement timeout.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    // Closing the connection releases the lock with the session, also when a migration failed, and keeps
    // the changed statement_timeout out of the pool.
    client.release(true);
  }
}
