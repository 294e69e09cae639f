/**
 * Which database errors mean "the database cannot serve us right now" (a restart, a lost connection, a
 * full pool, a timeout) rather than a bug in our query. Those answer 503 A23 and jobs retry them later;
 * everything else stays a 500. Pure, so the error handler and the background jobs share it.
 */

/**
 * SQLSTATE codes of an unreachable or overloaded database. Class 08 (connection exceptions) is matched
 * by prefix, except 08P01 (protocol violation): that is a malformed message from our side, a bug.
 */
const unavailableSqlStates = new Set([
  '57P01', // admin_shutdown: the server is stopping or our backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout: the server closed the session
  // Transient conflicts between concurrent transactions: nothing was written, a retry succeeds.
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Node socket errors of a connection that could not be made or was cut. */
const unavailableNodeCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** Messages of node-postgres and pg-pool, which carry no code. */
const unavailableMessages = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
];

/** What the logs may say about a database outage: a code or a short tag, never SQL or parameters. */
export interface DatabaseUnavailable {
  reason: string;
}

function isUnavailableCode(code: string): boolean {
  if (unavailableSqlStates.has(code) || unavailableNodeCodes.has(code)) return true;
  return code.length === 5 && code.startsWith('08') && code !== '08P01';
}

function unavailableMessageTag(message: string): string | null {
  const match = unavailableMessages.find((pattern) => pattern.test(message));
  return match ? message.slice(0, 80) : null;
}

/**
 * The outage an error stands for, or null. Looks through wrappers: drizzle's DrizzleQueryError keeps the
 * driver's error in `cause`, and a refused connection to a host with several addresses is an
 * AggregateError whose `errors` hold the socket errors.
 */
export function databaseUnavailable(error: unknown, depth = 0): DatabaseUnavailable | null {
  if (depth > 5 || typeof error !== 'object' || error === null) return null;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && isUnavailableCode(code)) return { reason: code };
  if (typeof message === 'string') {
    const tag = unavailableMessageTag(message);
    if (tag) return { reason: tag };
  }
  const fromCause = databaseUnavailable(cause, depth + 1);
  if (fromCause) return fromCause;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = databaseUnavailable(inner, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The unique constraint an insert or update broke (SQLSTATE 23505), or null for any other error. Looks
 * through drizzle's wrapper to the driver's error, which names the constraint on both engines.
 */
export function violatedUniqueConstraint(error: unknown, depth = 0): string | null {
  if (depth > 5 || typeof error !== 'object' || error === null) return null;
  const { code, constraint, cause } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  return violatedUniqueConstraint(cause, depth + 1);
}
