import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes a migration for each schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*',
  out: './drizzle',
  strict: true,
});
