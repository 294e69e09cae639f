import { environmentSchema } from '../config.js';
import { ensurePgliteTemplates, pgliteTemplatePath } from './pglite-template.js';

/**
 * `node apps/server/dist/seed/pglite-template.cli.js`, run by scripts/build.mjs after the server's build:
 * writes the templates a new embedded database starts from, when the migrations, the engine or the code
 * changed. The demo catalog is the one a start with this environment would write (`npm start` builds first
 * with the same SEED and SEED_BUSINESSES); the defaults when they are unset.
 */
async function main(): Promise<void> {
  const demo = environmentSchema.pick({ SEED: true, SEED_BUSINESSES: true }).parse(process.env);
  const started = performance.now();
  const written = await ensurePgliteTemplates({ seed: demo.SEED, businesses: demo.SEED_BUSINESSES });
  if (written.plain || written.demo) {
    console.log(
      `embedded database templates written in ${Math.round(performance.now() - started)} ms: ${pgliteTemplatePath()}` +
        ` (plain ${written.plain ? 'new' : 'kept'}, demo catalog ${written.demo ? 'new' : 'kept'})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('the embedded database templates could not be written:', error);
  process.exit(1);
});
