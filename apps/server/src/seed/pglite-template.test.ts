import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate.js';
import { createGazetteerRepository } from '../integrations/geocoder/gazetteer.repository.js';
import { readUsPlaces } from '../integrations/geocoder/us-places.js';
import { ensurePgliteTemplate, pgliteTemplateFingerprint } from './pglite-template.js';

const onPglite = (process.env.NEARBITE_TEST_DATABASE ?? 'pglite') === 'pglite';

describe.runIf(onPglite)('the embedded database template', () => {
  let parent: string;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'nearbite-template-'));
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('is named by its migrations: a changed or added migration names another template', async () => {
    const migrations = join(parent, 'drizzle');
    await cp(MIGRATIONS_FOLDER, migrations, { recursive: true });
    const before = pgliteTemplateFingerprint(migrations);
    expect(pgliteTemplateFingerprint(migrations)).toBe(before);
    await writeFile(join(migrations, '9999_later.sql'), 'select 1;');
    expect(pgliteTemplateFingerprint(migrations)).not.toBe(before);
  });

  it('holds every migration and the whole gazetteer, so a start from it has nothing left to do', async () => {
    const template = join(parent, 'templates', 'current');
    expect(await ensurePgliteTemplate(template)).toBe(true);
    expect(await ensurePgliteTemplate(template)).toBe(false);

    const database = await openDatabase({ dataDir: join(parent, 'data', 'pglite'), template });
    try {
      if (database.engine !== 'pglite') throw new Error('expected the embedded engine');
      const applied = await database.client.query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations order by created_at',
      );
      expect(applied.rows.map((row) => row.hash)).toEqual(
        readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.hash),
      );
      await runMigrations(database);
      expect(await createGazetteerRepository(database.db).countPlaces()).toBe(readUsPlaces().length);
    } finally {
      await database.close();
    }
  }, 180_000);
});
