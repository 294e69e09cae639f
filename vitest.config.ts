import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/`, import.meta.url));

// Tests run against the TypeScript sources of the packages, never their build output.
const alias = [
  { find: /^@nearbite\/domain\/(.*)$/, replacement: `${src('domain')}$1.ts` },
  { find: /^@nearbite\/contract\/(.*)$/, replacement: `${src('contract')}$1.ts` },
  { find: /^@nearbite\/api-client\/(.*)$/, replacement: `${src('api-client')}$1.ts` },
];

const serverProject = (name: string, databaseUrl: string | undefined) => ({
  resolve: { alias },
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    env: { NEARBITE_TEST_DATABASE: databaseUrl ?? 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;
/**
 * The resilience suite (real server processes, its own PostgreSQL, faults) runs only when asked for, through
 * `npm run test:resilience`, so a plain `vitest run` (and `npm test`) never runs it a second time beside
 * .ci/run's own call.
 */
const resilience = process.env.NEARBITE_RESILIENCE === '1';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: { name: 'api-client', root: 'packages/api-client', include: ['src/**/*.test.ts'] },
      },
      serverProject('server-pglite', undefined),
      ...(pgUrl ? [serverProject('server-postgres', pgUrl)] : []),
      {
        resolve: { alias },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          // Components rendered in jsdom, as a diner meets them: texts, roles, enabled buttons, totals.
          name: 'web-components',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup-components.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The console's components in jsdom, as staff meet them: cards, the shift's sound, the settings.
          name: 'console-components',
          root: 'apps/console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup-components.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'console-e2e',
          root: 'apps/console',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      ...(resilience
        ? [
            {
              resolve: { alias },
              test: {
                name: 'resilience',
                root: 'apps/server',
                include: ['resilience/**/*.resilience.ts'],
                testTimeout: 240_000,
                hookTimeout: 300_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
