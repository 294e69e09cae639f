// First, before every other module loads: it holds V8's young generation (lib/startup-heap.ts).
import './lib/startup-heap.js';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { type AppConfig, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { loadPlacesIfEmpty } from './integrations/geocoder/load-gazetteer.js';
import { limitHeapGrowth } from './lib/heap-growth.js';
import { releaseYoungGeneration, youngGenerationAfterStart } from './lib/startup-heap.js';
import { type DemoCatalogChoice, templateForNewDatabase } from './seed/pglite-template.js';
import { seedDemoCatalogIfEmpty } from './seed/seed-on-start.js';

async function main(): Promise<void> {
  const config = loadConfig();
  limitHeapGrowth(config.HEAP_GROWING_PERCENT);
  const dataDir = resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    dataDir: resolve(dataDir, 'pglite'),
    poolMax: config.DATABASE_POOL_MAX,
    sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
    ...(config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { template: () => templateForNewDatabase(demoCatalog(config)) }),
  });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  if (config.seedOnStart)
    await seedDemoCatalogIfEmpty(database, {
      businesses: config.SEED_BUSINESSES,
      seed: config.SEED,
      log: app.log,
    });
  if (config.GEOCODER_PROVIDER === 'gazetteer') await loadPlacesIfEmpty(database, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining');
    app.startDraining();
    const forced = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    forced.unref();
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.outboxRelay.start();
  app.paymentDeadlineSweeper.start();
  app.paymentReconciler.start();
  app.pointsExpirySweeper.start();
  if (config.orderSimulator) app.orderSimulator.start();
  if (youngGenerationAfterStart(config.YOUNG_GENERATION) === 'growing') releaseYoungGeneration();
  app.log.info({ address, engine: database.engine, demoMode: config.demoMode }, 'Nearbite is serving');
}

/** The demo catalog this start writes into an empty database, if any; a template may already hold it. */
function demoCatalog(config: AppConfig): DemoCatalogChoice | null {
  return config.seedOnStart ? { seed: config.SEED, businesses: config.SEED_BUSINESSES } : null;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Nearbite failed to start:', error);
  }
  process.exit(1);
});
