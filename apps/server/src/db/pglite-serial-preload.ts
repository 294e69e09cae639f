import type { Extension } from '@electric-sql/pglite';

type PreloadDone = (...args: unknown[]) => void;
type CreatePreloadedFile = (
  parent: string,
  name: string,
  data: Uint8Array,
  canRead: boolean,
  canWrite: boolean,
  onload?: PreloadDone,
  onerror?: PreloadDone,
  ...rest: unknown[]
) => void;

export interface EmscriptenModule {
  FS: { createPreloadedFile: CreatePreloadedFile };
}

interface EmscriptenOptions {
  preRun?: ((module: EmscriptenModule) => void)[];
}

/**
 * Makes PGlite load its extensions' libraries one after another instead of all at once.
 *
 * PGlite starts every extension's WebAssembly library (cube, earthdistance, which needs cube, and pg_trgm)
 * loading at the same time. When they finish in an unlucky order, which depends on the machine's load, a
 * library's function pointers end up wrong: pg_trgm's `similarity` then traps with "null function or
 * function signature mismatch" on first use (electric-sql/pglite#761), and the backend is left broken.
 * Measured on this project's server under load: 8 of 22 fresh starts failed that way with parallel loading,
 * 0 of 32 with one library at a time. Costs nothing after start-up.
 */
export const serialExtensionPreload: Extension = {
  name: 'serial-extension-preload',
  setup: async (_pg, emscriptenOptions: EmscriptenOptions) => ({
    emscriptenOpts: {
      ...emscriptenOptions,
      preRun: [...(emscriptenOptions.preRun ?? []), serializePreloads],
    },
  }),
};

/** Wraps the module's preloader so each file starts loading once the one before has loaded or failed. */
export function serializePreloads(module: EmscriptenModule): void {
  const preload = module.FS.createPreloadedFile;
  let previous: Promise<void> = Promise.resolve();
  module.FS.createPreloadedFile = (parent, name, data, canRead, canWrite, onload, onerror, ...rest) => {
    previous = previous.then(
      () =>
        new Promise<void>((done) => {
          const settle =
            (callback?: PreloadDone) =>
            (...args: unknown[]) => {
              callback?.(...args);
              done();
            };
          preload(parent, name, data, canRead, canWrite, settle(onload), settle(onerror), ...rest);
        }),
    );
  };
}
