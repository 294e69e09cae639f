import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  backendLogBuffer,
  type EmbeddedBackendFailure,
  guardEmbeddedBackend,
  statementOf,
} from './pglite-guard.js';

const onPglite = (process.env.NEARBITE_TEST_DATABASE ?? 'pglite') === 'pglite';

/** A simple-query message as PGlite receives it: 'Q', the length, the SQL, NUL. */
function queryMessage(sql: string): Uint8Array {
  const text = new TextEncoder().encode(`${sql}\0`);
  const message = new Uint8Array(5 + text.length);
  message[0] = 'Q'.charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + text.length);
  message.set(text, 5);
  return message;
}

describe('the statement a failure is reported with', () => {
  it('reads the SQL of a simple query and of a parse message', () => {
    expect(statementOf(queryMessage('select 1'))).toBe('select 1');
    const parse = new Uint8Array([80, 0, 0, 0, 20, ...new TextEncoder().encode('s1\0select 2\0'), 0, 0]);
    expect(statementOf(parse)).toBe('select 2');
  });

  it('cuts a long statement and names other messages by their type', () => {
    expect(statementOf(queryMessage(`select '${'x'.repeat(1000)}'`))).toHaveLength(401);
    expect(statementOf(new Uint8Array([83, 0, 0, 0, 4]))).toBe("(protocol message 'S')");
  });
});

describe.runIf(onPglite)('the embedded backend guard', () => {
  let client: PGlite | undefined;

  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it('lets database errors through as errors, and the backend goes on answering', async () => {
    client = await PGlite.create('memory://');
    const dead: EmbeddedBackendFailure[] = [];
    guardEmbeddedBackend(client, [], (failure) => dead.push(failure));
    await expect(client.query('select 1/0')).rejects.toThrow(/division by zero/);
    expect((await client.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
    expect(dead).toEqual([]);
  });

  it('declares the backend dead at its first engine failure, with the statement and the log', async () => {
    const log = backendLogBuffer();
    client = await PGlite.create({ dataDir: 'memory://', onStderr: log.onStderr });
    // Injected fault: the engine traps once on the next statement, as it does on electric-sql/pglite#761.
    const backend = client.Module as unknown as { _PostgresMainLoopOnce: () => void };
    const healthy = backend._PostgresMainLoopOnce;
    let trapped = false;
    backend._PostgresMainLoopOnce = () => {
      if (!trapped) {
        trapped = true;
        throw new WebAssembly.RuntimeError('null function or function signature mismatch');
      }
      healthy();
    };
    const dead: EmbeddedBackendFailure[] = [];
    guardEmbeddedBackend(client, log.lines, (failure) => dead.push(failure));

    await client.query('select 3 as n');

    expect(dead).toHaveLength(1);
    expect(dead[0]?.statement).toBe("select 3 as n (at message 'P')");
    expect(String(dead[0]?.error)).toContain('null function');
    expect(dead[0]?.log.some((line) => line.includes('LOG:'))).toBe(true);
  });
});
