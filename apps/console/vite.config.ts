import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const packageSrc = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src/`, import.meta.url));

/** react-router's package exports its development build; production builds take the one without dev warnings. */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  /([\\/])development([\\/])/,
  '$1production$2',
);

/** The console: its own bundle, served by the API server under /console (apps/server/src/plugins/console-app.ts). */
export default defineConfig(({ command }) => ({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: [
      // The console imports the TypeScript sources of the shared packages, never their build output.
      { find: /^@nearbite\/domain\/(.*)$/, replacement: `${packageSrc('domain')}$1.ts` },
      { find: /^@nearbite\/contract\/(.*)$/, replacement: `${packageSrc('contract')}$1.ts` },
      { find: /^@nearbite\/api-client\/(.*)$/, replacement: `${packageSrc('api-client')}$1.ts` },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: { '/apis': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
}));
