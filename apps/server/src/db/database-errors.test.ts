import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { openDatabase } from './client.js';
import { databaseUnavailable } from './database-errors.js';

const onPglite = (process.env.NEARBITE_TEST_DATABASE ?? 'pglite') === 'pglite';

/** A server error as node-postgres builds it: a DatabaseError with the SQLSTATE in `code`. */
function serverError(code: string, message = 'server said no'): Error {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
}

describe('which database errors are an outage', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
    ['53300', 'sorry, too many clients already'],
    ['57014', 'canceling statement due to statement timeout'],
    ['55P03', 'could not obtain lock'],
    ['40001', 'could not serialize access due to concurrent update'],
    ['40P01', 'deadlock detected'],
  ])('SQLSTATE %s (%s), also inside the wrapper of drizzle', (code, message) => {
    const error = serverError(code, message);
    expect(databaseUnavailable(error)).toEqual({ reason: code });
    expect(databaseUnavailable(new DrizzleQueryError('select 1', ['secret'], error))).toEqual({
      reason: code,
    });
  });

  it.each([
    'Connection terminated unexpectedly',
    'Client has encountered a connection error and is not queryable',
    'timeout exceeded when trying to connect',
  ])('the driver message "%s"', (message) => {
    expect(databaseUnavailable(new DrizzleQueryError('select 1', [], new Error(message)))).not.toBeNull();
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])('the socket error %s', (code) => {
    const socketError = Object.assign(new Error(`connect ${code}`), { code });
    expect(databaseUnavailable(socketError)).toEqual({ reason: code });
    expect(databaseUnavailable(new AggregateError([socketError], 'all addresses failed'))).toEqual({
      reason: code,
    });
  });

  it('leaves query bugs and constraint violations alone (they stay 500 or are mapped elsewhere)', () => {
    for (const code of ['23505', '42P01', '22P02', '08P01']) {
      expect(databaseUnavailable(new DrizzleQueryError('q', [], serverError(code)))).toBeNull();
    }
    expect(databaseUnavailable(new Error('Failed query: select'))).toBeNull();
    expect(databaseUnavailable(null)).toBeNull();
    expect(databaseUnavailable('ECONNREFUSED')).toBeNull();
  });

  it('never puts SQL or parameters in the reason it gives for the logs', () => {
    const wrapped = new DrizzleQueryError(
      'select * from sessions where token_hash = $1',
      ['token-hash-secret'],
      new Error('Connection terminated unexpectedly'),
    );
    expect(JSON.stringify(databaseUnavailable(wrapped))).not.toMatch(/secret|select/);
  });

  it('recognises a real refused connection', async () => {
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing',
      dataDir: '',
    });
    try {
      const failure = await database.db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(databaseUnavailable(failure)).toEqual({ reason: 'ECONNREFUSED' });
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(onPglite)('real PostgreSQL outages', () => {
  let server: TestDatabase;

  beforeAll(async () => {
    server = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a statement timeout and a terminated backend are outages', async () => {
    const timedOut = await server.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 50`);
        await tx.execute(sql`select pg_sleep(2)`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(databaseUnavailable(timedOut)).toEqual({ reason: '57014' });

    const killed = await server.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(databaseUnavailable(killed)).not.toBeNull();
  });
});
