/**
 * The import boundaries of DESIGN.md, checked by `npm run check` (see docs/architecture.md).
 * Tests may reach into the database and the seed to set up and inspect what they test.
 */
const test = '\\.(test|e2e|property|concurrency)\\.tsx?$|/e2e/|/test/|/resilience/';

module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment: 'A web feature owns its api, components and hooks; what two features share lives in shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-to-features-or-app',
      comment: 'Imports flow app -> features -> shared; shared code knows no feature and no route.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'features-to-app',
      comment: 'Features are composed by the app; they never import routes or the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-not-to-console',
      comment: 'The console is its own bundle: the diner app never loads console code.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/console/' },
    },
    {
      name: 'web-no-react-router',
      comment:
        'The diner app routes with shared/lib/history-router.tsx: react-router added 7.9 kB gzipped to the home route.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: 'node_modules/react-router/' },
    },
    {
      name: 'console-feature-to-feature',
      comment:
        'A console feature owns its api, components and hooks; what two features share lives in shared/.',
      severity: 'error',
      from: { path: '^apps/console/src/features/([^/]+)/' },
      to: { path: '^apps/console/src/features/', pathNot: '^apps/console/src/features/$1/' },
    },
    {
      name: 'console-shared-to-features-or-app',
      comment: 'Imports flow app -> features -> shared; shared code knows no feature and no route.',
      severity: 'error',
      from: { path: '^apps/console/src/shared/' },
      to: { path: '^apps/console/src/(features|app)/' },
    },
    {
      name: 'console-features-to-app',
      comment: 'Features are composed by the app; they never import routes or the app shell.',
      severity: 'error',
      from: { path: '^apps/console/src/features/' },
      to: { path: '^apps/console/src/app/' },
    },
    {
      name: 'console-not-to-server-or-web',
      comment:
        "The console talks to the server over HTTP through the contract, and shares code with the web app only through packages (its end-to-end tests use the web's harness).",
      severity: 'error',
      from: { path: '^apps/console/src/' },
      to: { path: '^apps/(server|web)/' },
    },
    {
      name: 'api-client-imports-packages-only',
      comment: 'The shared API client knows the contract and the domain, never an app.',
      severity: 'error',
      from: { path: '^packages/api-client/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-modules-to-seed-or-jobs',
      comment: 'Modules serve requests; the seed and the jobs use modules, never the reverse.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: test },
      to: { path: '^apps/server/src/(seed|jobs)/' },
    },
    {
      name: 'drizzle-outside-repositories',
      comment: 'SQL lives in *.repository.ts and src/db; services and routes call repositories.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: `\\.repository\\.ts$|^apps/server/src/db/|${test}`,
      },
      to: { path: 'node_modules/drizzle-orm/' },
    },
    {
      name: 'domain-imports-nothing',
      comment: 'The domain is pure rules: no framework, no I/O, nothing but itself (tests use their runner).',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: test },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'contract-imports-domain-and-zod-only',
      comment: 'The contract describes the API from zod schemas and domain rules, nothing else.',
      severity: 'error',
      from: { path: '^packages/contract/src/', pathNot: test },
      to: { pathNot: '^packages/(contract|domain)/src/|^@nearbite/domain/|node_modules/zod/' },
    },
    {
      name: 'web-not-to-server',
      comment: 'The web app talks to the server over HTTP through the contract only.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    exclude: { path: '(^|/)(dist|data)/' },
  },
};
