import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createCatalogWriterRepository } from './catalog-writer.repository.js';
import { writeDemoCatalog } from './seed-catalog.service.js';
import { parseSeedArgs, SEED_USAGE, SeedUsageError } from './seed-cli-args.js';

/**
 * `node apps/server/dist/seed/seed.cli.js --businesses N --seed S [--center lat,lng] [--radius-miles R]`
 * Replaces the catalog in the database the server would use (DATABASE_URL, or PGlite under DATA_DIR),
 * in one transaction: readers see the old catalog until the new one is complete.
 */
async function main(): Promise<void> {
  const options = parseSeedArgs(process.argv.slice(2));
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    dataDir: resolve(dataDir, 'pglite'),
    poolMax: 2,
    statementTimeoutMs: 0,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
  });
  try {
    await runMigrations(database);
    const repository = createCatalogWriterRepository(database.db);
    const started = performance.now();
    let reported = 0;
    const counts = await repository.transaction(async (tx) => {
      await repository.allowLongStatements(tx);
      await repository.lockSeeding(tx);
      await repository.clearCatalog(tx);
      return writeDemoCatalog(repository, tx, options, (written, total) => {
        if (written - reported >= 10_000 || written === total) {
          reported = written;
          console.log(`  ${written.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} businesses`);
        }
      });
    });
    await repository.analyzeCatalog();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Demo catalog written to ${database.engine} (seed ${options.seed}) in ${seconds.toFixed(1)} s:`,
    );
    for (const [table, rows] of Object.entries(counts)) {
      console.log(`  ${table.padEnd(24)} ${String(rows).padStart(10)}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof SeedUsageError) {
    console.error(`${error.message}\n${SEED_USAGE}`);
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Seeding failed:', error);
  }
  process.exit(1);
});
