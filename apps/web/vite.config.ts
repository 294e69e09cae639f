import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { precacheManifest, serviceWorkerSource } from './src/service-worker/precache-manifest.js';

const packageSrc = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src/`, import.meta.url));
const webSrc = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/**
 * The web app calls the API through the contract's route tables (`businessRoutes.nearby` …) and uses
 * only each route's method and path at run time: the zod schemas beside them are types for the
 * compiler. Built, a contract module becomes its route tables as plain data (evaluated here, at build
 * time, from the same source), so zod never reaches the browser. Any other value the app imported
 * from the contract (a schema) is missing from the built module and fails the build.
 */
function contractRoutesOnly(): Plugin {
  const contractDir = packageSrc('contract');
  const alias = [
    { find: /^@nearbite\/domain\/(.*)$/, replacement: `${packageSrc('domain')}$1.ts` },
    { find: /^@nearbite\/contract\/(.*)$/, replacement: `${packageSrc('contract')}$1.ts` },
  ];
  const isRouteTable = (value: unknown): value is Record<string, { method: string; url: string }> =>
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).length > 0 &&
    Object.values(value).every(
      (route) =>
        typeof route === 'object' &&
        route !== null &&
        typeof (route as { method?: unknown }).method === 'string' &&
        typeof (route as { url?: unknown }).url === 'string',
    );
  return {
    name: 'nearbite:contract-routes-only',
    apply: 'build',
    async load(id) {
      if (!id.startsWith(contractDir) || !id.endsWith('.ts')) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, {
        configFile: false,
        logLevel: 'silent',
        resolve: { alias },
      });
      const tables = Object.entries(module)
        .filter((entry): entry is [string, Record<string, { method: string; url: string }>] =>
          isRouteTable(entry[1]),
        )
        .map(([name, table]) => {
          const routes = Object.fromEntries(
            Object.entries(table).map(([key, route]) => [key, { method: route.method, url: route.url }]),
          );
          return `export const ${name} = ${JSON.stringify(routes)};`;
        });
      return tables.join('\n');
    },
  };
}

/**
 * Writes `.br` and `.gz` copies of every text asset next to it, so the server can send them
 * precompressed (@fastify/static `preCompressed: true`) at the best ratio, with no CPU per request.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'nearbite:precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
      }
    },
  };
}

/**
 * Writes dist/service-worker.js (served from the site root, revalidated on every load because it
 * is not under /assets): src/service-worker/worker.js behind the list of files to precache —
 * index.html, every built script and style sheet, and the public files — and a version that changes
 * with any of them, so each deployment installs a new worker and open pages reload once.
 */
function serviceWorker(outDir: string, publicDir: string): Plugin {
  const workerFile = fileURLToPath(new URL('./src/service-worker/worker.js', import.meta.url));
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        })
      : [];
  return {
    name: 'nearbite:service-worker',
    apply: 'build',
    writeBundle(_options, bundle) {
      const built = Object.values(bundle).map((item) => ({
        path: item.fileName,
        content: item.type === 'chunk' ? item.code : item.source,
      }));
      const publicFiles = walk(publicDir).map((path) => ({
        path: relative(publicDir, path),
        content: readFileSync(path),
      }));
      const manifest = precacheManifest([...built, ...publicFiles], (content) =>
        createHash('sha256').update(content).digest('hex'),
      );
      writeFileSync(
        join(outDir, 'service-worker.js'),
        serviceWorkerSource(manifest, readFileSync(workerFile, 'utf8')),
      );
    },
  };
}

const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

/** Chunks that only the screens needing them load (groups that match nothing are no-ops). */
const chunkGroups = [
  // React itself changes rarely: its own long-cached chunk.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  // Other libraries the first screen needs (TanStack Query, antd-mobile's parts): one cacheable chunk.
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 10 },
  // Our own code the first screen needs: one chunk instead of many small shared ones (about 4 kB less).
  { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial' as const], priority: 5 },
  // Maps (Leaflet) load only on map screens.
  { name: 'map', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, priority: 20 },
  // Card processor code loads only on payment and card screens.
  { name: 'payment', test: /node_modules[\\/](@stripe)[\\/]/, priority: 20 },
];

export default defineConfig(() => ({
  plugins: [react(), contractRoutesOnly(), serviceWorker(outDir, publicDir), precompress(outDir)],
  resolve: {
    alias: [
      // The web app imports the TypeScript sources of the shared packages, never their build output.
      { find: /^@nearbite\/domain\/(.*)$/, replacement: `${packageSrc('domain')}$1.ts` },
      { find: /^@nearbite\/contract\/(.*)$/, replacement: `${packageSrc('contract')}$1.ts` },
      { find: /^@nearbite\/api-client\/(.*)$/, replacement: `${packageSrc('api-client')}$1.ts` },
      // React 19 has useSyncExternalStore: antd-mobile needs no shim for React 16/17.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: webSrc('shared/lib/use-sync-external-store.ts'),
      },
    ],
    // antd-mobile and TanStack Query resolve `react` from the workspace root, which may hold
    // another copy: one React for the whole bundle.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: { '/apis': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/apis': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir,
    // Every browser the app supports preloads modules natively.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // NB_SOURCEMAP=1 writes source maps, to see which modules make up a chunk (docs/decisions/performance.md).
    sourcemap: process.env.NB_SOURCEMAP === '1',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Lazy chunks are named by hash alone: the entry lists every route's chunk files for preloading,
        // and long descriptive names there cost the home route bytes it does not have to spare.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
}));
