import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createConsoleRepository } from '../modules/console/console.repository.js';
import { consoleCall, signedIn } from '../test/console-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { AdminUsageError, parseAdminArgs, runAdminCommand } from './admin-command.js';

/** `npm run admin -- grant|revoke|list`: what it prints, and what the granted phone then sees in the console. */

let database: TestDatabase;
let app: NearbiteApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const run = (...args: string[]) =>
  runAdminCommand(parseAdminArgs(args), createConsoleRepository(database.db), new Date());

async function isAdmin(cookie: string): Promise<boolean> {
  const response = await consoleCall(app, 'GET', '/me', cookie);
  return (response.json() as { isPlatformAdmin: boolean }).isPlatformAdmin;
}

describe('the admin command', () => {
  it('grants and revokes a platform admin by phone, which the console sees on the next request', async () => {
    const person = await signedIn(database.db, '4155550123');
    expect(await isAdmin(person.cookie)).toBe(false);
    expect(await run('grant', '+14155550123')).toBe('+14155550123 is now a platform admin.');
    expect(await run('grant', '415-555-0123')).toBe('+14155550123 already was a platform admin.');
    expect(await isAdmin(person.cookie)).toBe(true);
    expect(await run('list')).toBe('+14155550123');
    expect(await run('revoke', '+14155550123')).toBe('+14155550123 is no longer a platform admin.');
    expect(await run('revoke', '+14155550123')).toBe('+14155550123 was not a platform admin.');
    expect(await isAdmin(person.cookie)).toBe(false);
    expect(await run('list')).toBe('No platform admins are granted in the database.');
  });

  it('grants before the person has ever signed in', async () => {
    await run('grant', '+14155550124');
    const person = await signedIn(database.db, '4155550124');
    expect(await isAdmin(person.cookie)).toBe(true);
  });

  it('refuses unknown commands and phones that are not US numbers', () => {
    expect(() => parseAdminArgs([])).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(['promote', '+14155550123'])).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(['grant'])).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(['grant', '12345'])).toThrow('12345 is not a US phone number.');
    expect(() => parseAdminArgs(['list', 'extra'])).toThrow(AdminUsageError);
  });
});
