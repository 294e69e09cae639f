import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db, OpenDatabaseOptions, PgliteDatabaseHandle } from './client.js';
import { backendLogBuffer, type EmbeddedBackendFailure, guardEmbeddedBackend } from './pglite-guard.js';
import { serialExtensionPreload } from './pglite-serial-preload.js';
import { schema } from './schema.js';

/** The exit code of a copy whose embedded engine failed (a supervisor starts it again). */
export const EMBEDDED_ENGINE_FAILED_EXIT_CODE = 70;

/** PGlite's own start parameters plus ours; the engine takes no settings file. */
export function pgliteStartParams(sharedBuffersMb?: number): string[] {
  const settings = sharedBuffersMb === undefined ? [] : ['-c', `shared_buffers=${sharedBuffersMb}MB`];
  return [...PGlite.defaultStartParams, ...settings];
}

/**
 * Copies the template into a data folder that is missing or empty. The copy is made beside it and renamed,
 * so a start that dies half-way leaves no half database behind, only a folder the next start replaces.
 */
async function copyTemplateIfEmpty(
  dataDir: string,
  templateOption: OpenDatabaseOptions['template'],
): Promise<void> {
  if (!templateOption) return;
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) return;
  const template = typeof templateOption === 'function' ? templateOption() : templateOption;
  if (!existsSync(template)) return;
  const copy = `${dataDir}.from-template`;
  await rm(copy, { recursive: true, force: true });
  copyFolder(template, copy);
  await rm(dataDir, { recursive: true, force: true });
  await rename(copy, dataDir);
}

/**
 * A plain recursive copy. Node's fs.cp took 1.3 s (0.8 s of CPU) for the template's 1,300 files, this 0.25 s;
 * it blocks, but it runs once, before the server listens.
 */
function copyFolder(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copyFolder(join(from, entry.name), join(to, entry.name));
    else copyFileSync(join(from, entry.name), join(to, entry.name));
  }
}

/** The embedded engine on a data folder (a fresh one starts as a copy of the template). */
export async function openPglite(options: OpenDatabaseOptions): Promise<PgliteDatabaseHandle> {
  const { dataDir } = options;
  // Anything with a scheme (memory://, idb://) is PGlite's own storage, not a directory.
  if (!dataDir.includes('://')) {
    await mkdir(dirname(dataDir), { recursive: true });
    await copyTemplateIfEmpty(dataDir, options.template);
    await mkdir(dataDir, { recursive: true });
  }
  const backendLog = backendLogBuffer();
  const client = await PGlite.create({
    dataDir,
    extensions: { serialExtensionPreload, cube, earthdistance, pg_trgm },
    onStderr: backendLog.onStderr,
    startParams: pgliteStartParams(options.sharedBuffersMb),
  });
  // Nothing can answer safely in this process after the engine fails: ending it lets a supervisor start
  // again on the same files, which PostgreSQL recovers from its write-ahead log.
  guardEmbeddedBackend(client, backendLog.lines, (failure) => {
    reportBackendFailure(failure);
    process.exit(EMBEDDED_ENGINE_FAILED_EXIT_CODE);
  });
  const db: Db = drizzlePglite({ client, schema });
  return {
    engine: 'pglite',
    client,
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function reportBackendFailure(failure: EmbeddedBackendFailure): void {
  const error = failure.error instanceof Error ? failure.error.stack : String(failure.error);
  console.error(
    `database: the embedded database engine failed; exiting (${error})\n  statement: ${failure.statement}\n  log:\n    ${failure.log.join('\n    ')}`,
  );
}
