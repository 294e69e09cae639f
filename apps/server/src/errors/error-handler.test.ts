import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';

describe('a database that cannot be reached', () => {
  let app: NearbiteApp;
  let database: Database;
  const logs: string[] = [];

  beforeAll(async () => {
    // Port 1 refuses connections: every query fails the way it does while PostgreSQL restarts.
    database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nearbite', dataDir: '' });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' }),
      database,
      logStream: new Writable({
        write(chunk, _encoding, callback) {
          logs.push(String(chunk));
          callback();
        },
      }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 A23 in the envelope, logged as a warning without the query', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/apis/v1/businesses/search?keywords=noodles&latitude=37.78&longitude=-122.4',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      errType: 1,
      innerErrorType: 23,
      message: 'The service is temporarily unavailable.',
    });
    const entries = logs
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const outage = entries.find((entry) => entry.msg === 'database unavailable');
    expect(outage).toMatchObject({ level: 40, database: 'ECONNREFUSED' });
    // Warnings and errors carry neither the SQL nor its parameters (the URL line is the request log's).
    const problems = entries.filter((entry) => Number(entry.level) >= 40);
    expect(JSON.stringify(problems)).not.toMatch(/noodles|select |params/i);
  });
});
