import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createConsoleRepository } from '../modules/console/console.repository.js';
import { ADMIN_USAGE, AdminUsageError, parseAdminArgs, runAdminCommand } from './admin-command.js';

/**
 * `npm run admin -- grant|revoke <phone>` and `npm run admin -- list`: platform admins in the database the
 * server would use (DATABASE_URL, or PGlite under DATA_DIR). The person signs in with that phone as usual.
 */
async function main(): Promise<void> {
  const command = parseAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    dataDir: resolve(dataDir, 'pglite'),
    poolMax: 1,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
  });
  try {
    await runMigrations(database);
    console.log(await runAdminCommand(command, createConsoleRepository(database.db), new Date()));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AdminUsageError) {
    console.error(`${error.message}\n${ADMIN_USAGE}`);
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The admin command failed:', error);
  }
  process.exit(1);
});
