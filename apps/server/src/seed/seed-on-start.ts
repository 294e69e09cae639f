import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { createCatalogWriterRepository } from './catalog-writer.repository.js';
import { writeDemoCatalog } from './seed-catalog.service.js';

export interface SeedOnStartOptions {
  businesses: number;
  seed: number;
  /** The server's logger; the build's template passes a silent one. */
  log: Pick<FastifyBaseLogger, 'info' | 'debug'>;
}

/**
 * Writes the demo catalog the first time the server starts on an empty database. Several copies may
 * start at once against one PostgreSQL: the advisory lock makes the others wait, and once it is theirs
 * they find the businesses the first one wrote and do nothing.
 */
export async function seedDemoCatalogIfEmpty(database: Database, options: SeedOnStartOptions): Promise<void> {
  const repository = createCatalogWriterRepository(database.db);
  const started = performance.now();
  const counts = await repository.transaction(async (tx) => {
    await repository.lockSeeding(tx);
    if ((await repository.countBusinesses(tx)) > 0) return null;
    await repository.allowLongStatements(tx);
    return writeDemoCatalog(repository, tx, { businesses: options.businesses, seed: options.seed });
  });
  if (!counts) {
    options.log.debug('catalog present; demo catalog not written');
    return;
  }
  await repository.analyzeCatalog();
  options.log.info(
    { seed: options.seed, counts, ms: Math.round(performance.now() - started) },
    'demo catalog written',
  );
}
