import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** pg_control's layout this reads: PostgreSQL 17's (the engine PGlite embeds). */
const CONTROL_VERSION = 1800;
const STATE_SHUT_DOWN = 1;
const WAL_SEGMENT_NAME = /^[0-9A-F]{24}$/;

/** The number of a segment file, from its name (timeline, then the segment in two 32-bit halves). */
function segmentNumber(name: string, segmentBytes: number): number {
  const perHalf = 2 ** 32 / segmentBytes;
  return Number.parseInt(name.slice(8, 16), 16) * perHalf + Number.parseInt(name.slice(16), 16);
}

/**
 * Removes the write-ahead log segments after the one holding the last checkpoint of a cleanly shut down
 * data folder, and answers how many. PostgreSQL keeps old segments under future names for reuse and
 * creates them again when it needs them, so they hold nothing a start reads; in a template they are a
 * quarter of what every fresh start copies. Anything it does not recognise is left as it is.
 */
export function removeFutureWalSegments(dataDir: string): number {
  const control = readFileSync(join(dataDir, 'global', 'pg_control'));
  if (control.readUInt32LE(8) !== CONTROL_VERSION || control.readUInt32LE(16) !== STATE_SHUT_DOWN) return 0;
  const checkpoint = control.readBigUInt64LE(32);
  const folder = join(dataDir, 'pg_wal');
  const segments = readdirSync(folder).filter((name) => WAL_SEGMENT_NAME.test(name));
  const segmentBytes = segments.length > 0 ? statSync(join(folder, segments[0] as string)).size : 0;
  if (segmentBytes === 0 || 2 ** 32 % segmentBytes !== 0) return 0;
  const current = Number(checkpoint / BigInt(segmentBytes));
  const holdingCheckpoint = segments.find((name) => segmentNumber(name, segmentBytes) === current);
  if (!holdingCheckpoint) return 0;
  const future = segments.filter((name) => segmentNumber(name, segmentBytes) > current);
  for (const name of future) rmSync(join(folder, name));
  return future.length;
}
