import { type Extension, PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { type EmscriptenModule, serialExtensionPreload, serializePreloads } from './pglite-serial-preload.js';

const onPglite = (process.env.NEARBITE_TEST_DATABASE ?? 'pglite') === 'pglite';

describe('loading extension libraries one at a time', () => {
  it('starts each preload only after the one before has finished, failures included', async () => {
    const started: string[] = [];
    const finish = new Map<string, { ok: () => void; fail: () => void }>();
    const module = {
      FS: {
        createPreloadedFile: (_parent, name, _data, _r, _w, onload, onerror) => {
          started.push(name);
          finish.set(name, { ok: () => onload?.(), fail: () => onerror?.() });
        },
      },
    } as EmscriptenModule;
    serializePreloads(module);
    const loaded: string[] = [];
    for (const name of ['cube.so', 'earthdistance.so', 'pg_trgm.so']) {
      module.FS.createPreloadedFile('/lib', name, new Uint8Array(), true, true, () => loaded.push(name));
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    await settle();
    expect(started).toEqual(['cube.so']);
    finish.get('cube.so')?.fail();
    await settle();
    expect(started).toEqual(['cube.so', 'earthdistance.so']);
    finish.get('earthdistance.so')?.ok();
    await settle();
    expect(started).toEqual(['cube.so', 'earthdistance.so', 'pg_trgm.so']);
    finish.get('pg_trgm.so')?.ok();
    await settle();
    expect(loaded).toEqual(['earthdistance.so', 'pg_trgm.so']);
  });

  it.runIf(onPglite)('makes PGlite load its libraries one at a time, and they work', async () => {
    // Runs before the serializing hook, so it sees PGlite's real preloads start and finish.
    const events: string[] = [];
    const recorder: Extension = {
      name: 'preload-recorder',
      setup: async (_pg, options: { preRun?: ((module: EmscriptenModule) => void)[] }) => ({
        emscriptenOpts: {
          ...options,
          preRun: [
            ...(options.preRun ?? []),
            (module: EmscriptenModule) => {
              const preload = module.FS.createPreloadedFile;
              module.FS.createPreloadedFile = (parent, name, data, r, w, onload, onerror, ...rest) => {
                events.push(`start ${name}`);
                const done =
                  (callback?: (...args: unknown[]) => void) =>
                  (...args: unknown[]) => {
                    events.push(`end ${name}`);
                    callback?.(...args);
                  };
                preload(parent, name, data, r, w, done(onload), done(onerror), ...rest);
              };
            },
          ],
        },
      }),
    };
    const client = await PGlite.create({
      dataDir: 'memory://',
      extensions: { recorder, serialExtensionPreload, cube, earthdistance, pg_trgm },
    });
    const libraries = events.filter((event) => event.endsWith('.so'));
    expect(libraries).toEqual([
      'start cube.so',
      'end cube.so',
      'start earthdistance.so',
      'end earthdistance.so',
      'start pg_trgm.so',
      'end pg_trgm.so',
    ]);
    await client.exec('create extension cube; create extension earthdistance; create extension pg_trgm');
    const { rows } = await client.query<{ similar: number; miles: number }>(
      `select round(similarity('nearbite', 'nearby')::numeric, 2)::float as similar,
              round((earth_distance(ll_to_earth(37.77, -122.42), ll_to_earth(37.80, -122.27)) / 1609.344)::numeric, 1)::float as miles`,
    );
    expect(rows).toEqual([{ similar: 0.45, miles: 8.5 }]);
    await client.close();
  });
});
