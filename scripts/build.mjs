#!/usr/bin/env node
// Builds what needs building: the TypeScript packages and server (incremental), and the web app
// when its sources are newer than its last build. `--server-only` skips the web app.
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

if (!process.argv.includes('--server-only')) {
  const web = join(root, 'apps/web');
  const builtAt = newestMtime(join(web, 'dist/index.html'));
  const sources = [
    join(web, 'src'),
    join(web, 'public'),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(root, 'packages/domain/src'),
    join(root, 'packages/contract/src'),
  ];
  const changedAt = Math.max(...sources.map(newestMtime));
  if (changedAt > builtAt) {
    run(bin('vite'), ['build', '--logLevel', 'warn'], web);
    precompress(join(web, 'dist'));
  }
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
