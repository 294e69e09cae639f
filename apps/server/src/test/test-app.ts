import { Writable } from 'node:stream';
import { buildApp, type NearbiteApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import type { SmsProvider } from '../integrations/sms/sms-provider.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NearbiteApp;
  /** The app's fresh database, for fixtures written in SQL. */
  database: TestDatabase;
  /** Moves the app's clock; starts at the real time. */
  advance(ms: number): void;
  logs(): string;
  close(): Promise<void>;
}

/** A full app on a fresh database (PGlite, or PostgreSQL when the test project names a server). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { sms?: SmsProvider } = {},
): Promise<TestApp> {
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent',
    ...overrides,
  });
  const database = await createTestDatabase();
  let offset = 0;
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    config,
    database,
    clock: () => Date.now() + offset,
    logStream,
    ...(options.sms ? { sms: options.sms } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    advance: (ms) => {
      offset += ms;
    },
    logs: () => chunks.join(''),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Headers a same-origin browser sends with a JSON request. */
export const jsonHeaders = {
  'content-type': 'application/json',
  origin: 'http://localhost:80',
  host: 'localhost:80',
};
