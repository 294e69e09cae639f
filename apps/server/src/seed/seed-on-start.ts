import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

export interface SeedOnStartOptions {
  businesses: number;
  seed: number;
  log: FastifyBaseLogger;
}

/** Writes the demo catalog the first time the server starts on an empty database. */
export async function seedDemoCatalogIfEmpty(
  _database: Database,
  options: SeedOnStartOptions,
): Promise<void> {
  options.log.info(
    { businesses: options.businesses, seed: options.seed },
    'demo catalog generator not wired yet',
  );
}
