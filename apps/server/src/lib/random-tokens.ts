import { randomFillSync } from 'node:crypto';

/**
 * Unguessable tokens for hot paths (every order's receipt code). `randomBytes(16)` pays a call into the
 * crypto library per token, 1.5% of an order's server CPU; this draws the same cryptographic bytes 4 KiB at
 * a time and hands each byte out once, as Node's own randomUUID does with its cache.
 */

const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafeSlow(POOL_BYTES);
let used = POOL_BYTES;

/** `bytes` random bytes (at most 4096) as base64url. */
export function randomToken(bytes: number): string {
  if (bytes > POOL_BYTES) throw new RangeError(`randomToken: at most ${POOL_BYTES} bytes`);
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return token;
}
