import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { createGazetteerRepository } from './gazetteer.repository.js';
import { readUsPlaces } from './us-places.js';

/**
 * Fills the places table from the bundled gazetteer when it is empty; answers how many places it
 * wrote (0 when they were there already). Several copies may start at once against one PostgreSQL:
 * the advisory lock makes the others wait, and then they find the places and write nothing.
 */
export async function loadPlacesIfEmpty(database: Database, log?: FastifyBaseLogger): Promise<number> {
  const repository = createGazetteerRepository(database.db);
  // Checked before the lock too, so that every later start skips the lock and the package entirely.
  if ((await repository.countPlaces()) > 0) return 0;
  const started = performance.now();
  const written = await repository.transaction(async (tx) => {
    await repository.lockLoading(tx);
    if ((await repository.countPlaces(tx)) > 0) return 0;
    const places = readUsPlaces();
    await repository.insertPlaces(tx, places);
    return places.length;
  });
  if (written > 0)
    log?.info({ places: written, ms: Math.round(performance.now() - started) }, 'gazetteer loaded');
  return written;
}
