import { ensurePgliteTemplate, pgliteTemplatePath } from './pglite-template.js';

/**
 * `node apps/server/dist/seed/pglite-template.cli.js`, run by scripts/build.mjs after the server's build:
 * writes the template a new embedded database starts from, when the migrations or the engine changed.
 */
async function main(): Promise<void> {
  const path = pgliteTemplatePath();
  const started = performance.now();
  if (await ensurePgliteTemplate(path)) {
    console.log(
      `embedded database template written in ${Math.round(performance.now() - started)} ms: ${path}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('the embedded database template could not be written:', error);
  process.exit(1);
});
