import type { PGlite } from '@electric-sql/pglite';

/** What the guard knows when the embedded backend stops working. */
export interface EmbeddedBackendFailure {
  error: unknown;
  /** The statement PGlite was running, cut to a readable length. */
  statement: string;
  /** PostgreSQL's last log lines (a PANIC says why it stopped). */
  log: string[];
}

const LOG_LINES_KEPT = 20;
const STATEMENT_CHARS_KEPT = 400;

interface BackendModule {
  _PostgresMainLoopOnce: () => void;
}

/**
 * PGlite runs PostgreSQL's main loop synchronously and swallows every exception but a database error's
 * (electric-sql/pglite#1058). An exception of the engine itself (a WebAssembly trap such as "null function
 * or function signature mismatch", an abort, an exit) leaves PostgreSQL's state half unwound: the next
 * error report can loop forever over a stale error-context chain, at full CPU, and the whole process stops
 * answering, health checks included. The guard calls `onDead` at the first such exception, with the
 * statement and log that led to it, so the process ends before it serves from a broken backend.
 */
export function guardEmbeddedBackend(
  client: PGlite,
  log: string[],
  onDead: (failure: EmbeddedBackendFailure) => void,
): void {
  const backend = client.Module as unknown as BackendModule;
  const runOnce = backend._PostgresMainLoopOnce;
  // PGlite's marker on the exception a database error throws (private in its types, public at run time).
  const databaseErrorJump = (client as unknown as { POSTGRES_MAIN_LONGJMP: number }).POSTGRES_MAIN_LONGJMP;
  const execute = client.execProtocolRawSync.bind(client);
  // PGlite sends a statement's parse, bind and execute messages one call at a time: keep the parsed SQL.
  let statement = '';
  let messageType = '';

  client.execProtocolRawSync = (message: Uint8Array) => {
    messageType = String.fromCharCode(message[0] ?? 0);
    if (messageType === 'P' || messageType === 'Q') statement = statementOf(message);
    return execute(message);
  };
  backend._PostgresMainLoopOnce = () => {
    try {
      runOnce();
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status !== databaseErrorJump) {
        onDead({ error, statement: `${statement} (at message '${messageType}')`, log: [...log] });
      }
      throw error;
    }
  };
}

/** A bounded buffer of PostgreSQL's log lines, for PGlite's `onStderr`. */
export function backendLogBuffer(): { lines: string[]; onStderr: (line: string) => boolean } {
  const lines: string[] = [];
  return {
    lines,
    onStderr: (line) => {
      lines.push(line);
      if (lines.length > LOG_LINES_KEPT) lines.shift();
      return false;
    },
  };
}

/** The SQL of a simple-query ('Q') or parse ('P') message, the first one in a batch. */
export function statementOf(message: Uint8Array): string {
  const type = String.fromCharCode(message[0] ?? 0);
  if (type !== 'Q' && type !== 'P') return `(protocol message '${type}')`;
  let start = 5;
  if (type === 'P') start = message.indexOf(0, start) + 1;
  const end = message.indexOf(0, start);
  const text = new TextDecoder().decode(message.subarray(start, end < 0 ? undefined : end));
  return text.length > STATEMENT_CHARS_KEPT ? `${text.slice(0, STATEMENT_CHARS_KEPT)}…` : text;
}
