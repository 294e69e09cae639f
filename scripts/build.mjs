#!/usr/bin/env node
// Builds what needs building: the TypeScript packages and server (incremental), and the web app and the
// console when their sources are newer than their last build. `--server-only` skips both.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

run(bin('tsc'), ['-b', 'tsconfig.json']);
// The folder a new embedded database starts from (initdb, migrations, gazetteer); rebuilt only when they change.
run(process.execPath, [join(root, 'apps/server/dist/seed/pglite-template.cli.js')]);

if (!process.argv.includes('--server-only')) {
  const packages = ['domain', 'contract', 'api-client'].map((name) => join(root, 'packages', name, 'src'));
  buildApp(join(root, 'apps/web'), [...packages, join(root, 'apps/web/public')]);
  buildApp(join(root, 'apps/console'), packages);
}

/** Builds a browser app (and precompresses it) when its sources or the packages it uses are newer than its build. */
function buildApp(app, sharedSources) {
  const builtAt = newestMtime(join(app, 'dist/index.html'));
  const sources = [join(app, 'src'), join(app, 'index.html'), join(app, 'vite.config.ts'), ...sharedSources];
  if (Math.max(...sources.map(newestMtime)) <= builtAt) return;
  run(bin('vite'), ['build', '--logLevel', 'warn'], app);
  precompress(join(app, 'dist'));
}

/** Writes .gz and .br beside each text asset; the server sends them as they are (no work per request). */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(path);
    } else if (/\.(js|css|html|svg|json|webmanifest)$/.test(entry.name)) {
      const content = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
