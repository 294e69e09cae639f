import { readdirSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate.js';
import { createGazetteerRepository } from '../integrations/geocoder/gazetteer.repository.js';
import { readUsPlaces } from '../integrations/geocoder/us-places.js';
import {
  catalogCodeFingerprint,
  demoTemplatePath,
  ensurePgliteTemplates,
  pgliteTemplateFingerprint,
  pgliteTemplatePath,
  templateForNewDatabase,
} from './pglite-template.js';
import { seedDemoCatalogIfEmpty } from './seed-on-start.js';

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
    const folder = join(parent, 'templates');
    const demo = { seed: 1, businesses: 1 };
    expect(await ensurePgliteTemplates(demo, folder)).toEqual({ plain: true, demo: true });
    expect(await ensurePgliteTemplates(demo, folder)).toEqual({ plain: false, demo: false });
    const template = pgliteTemplatePath(folder);

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

  it('is named by the code that writes the demo catalog: a changed file names another one', async () => {
    const code = join(parent, 'code');
    await cp(join(MIGRATIONS_FOLDER, '..', 'src', 'seed'), code, { recursive: true });
    const before = catalogCodeFingerprint([code]);
    await writeFile(join(code, 'catalog-plan.ts'), '// another catalog', { flag: 'a' });
    expect(catalogCodeFingerprint([code])).not.toBe(before);
  });

  it('with the demo catalog holds what a first start writes, so that start writes nothing', async () => {
    const folder = join(parent, 'both');
    const demo = { seed: 3, businesses: 4 };
    expect(await ensurePgliteTemplates(demo, folder)).toEqual({ plain: true, demo: true });
    expect(await ensurePgliteTemplates(demo, folder)).toEqual({ plain: false, demo: false });
    expect(readdirSync(folder).sort()).toEqual(
      [pgliteTemplatePath(folder), demoTemplatePath(demo, folder)]
        .map((path) => path.slice(folder.length + 1))
        .sort(),
    );
    // Another catalog has no template: its start copies the plain one and seeds.
    expect(templateForNewDatabase(demo, folder)).toBe(demoTemplatePath(demo, folder));
    expect(templateForNewDatabase({ seed: 3, businesses: 5 }, folder)).toBe(pgliteTemplatePath(folder));
    expect(templateForNewDatabase(null, folder)).toBe(pgliteTemplatePath(folder));

    const catalogOf = async (template: string, name: string) => {
      const database = await openDatabase({ dataDir: join(parent, name), template });
      try {
        const messages: string[] = [];
        const log = {
          info: (_: object, message: string) => messages.push(message),
          debug: (m: string) => messages.push(m),
        };
        await seedDemoCatalogIfEmpty(database, { ...demo, log });
        const rows = await database.db.execute<{ id: string; name: unknown; owner: string; items: number }>(
          sql`select b.id, b.name, s.phone_number as owner,
                (select count(*)::int from commodities c where c.business_id = b.id) as items
              from businesses b left join store_staff s on s.business_id = b.id order by b.id`,
        );
        return { messages, rows: rows.rows };
      } finally {
        await database.close();
      }
    };
    const fromTemplate = await catalogOf(demoTemplatePath(demo, folder), 'from-demo-template');
    const seeded = await catalogOf(pgliteTemplatePath(folder), 'seeded-on-start');
    expect(fromTemplate.messages).toEqual(['catalog present; demo catalog not written']);
    expect(seeded.messages).toEqual(['demo catalog written']);
    expect(fromTemplate.rows).toHaveLength(4);
    expect(fromTemplate.rows).toEqual(seeded.rows);
  }, 180_000);
});
