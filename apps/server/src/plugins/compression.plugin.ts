import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Below this an answer goes as it is: the headers and the compressor's frame outweigh what is saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Measured on a page of 50 stores, 58 kB of JSON (CPU per compression; see
 * docs/decisions/compression-and-serialization.md): brotli 2 → 6.3 kB for 0.17 ms, 4 → 5.7 kB for 0.38 ms,
 * 5 → 5.1 kB for 0.56 ms, 6 → 5.0 kB for 0.62 ms; gzip 5 → 5.8 kB for 0.28 ms, 6 → 5.5 kB for 0.34 ms,
 * 9 → 5.3 kB for 0.83 ms. Brotli, preferred when offered, must beat gzip to earn its CPU: at 4 it does not
 * (5.7 kB against gzip 6's 5.5 kB); 5 does (7% smaller), and 6 and up add CPU for 1%. gzip 6, zlib's
 * default, is the knee of gzip's curve. All are well under the 12 kB budget. Once the store lists were
 * written from cached card fragments, brotli 5 became the largest cost of a page (0.56 of the 0.5 ms goal):
 * brotli 2 sends 1.2 kB more for 0.17 ms, and is what a list's CPU budget affords.
 */
export const BROTLI_QUALITY = 2;
export const GZIP_LEVEL = 6;

/** Text answers: JSON, HTML, CSS, scripts, SVG. Never event streams, nor images (already compressed). */
const COMPRESSIBLE_TYPE =
  /^(?:application\/(?:json|[\w.-]+\+json|javascript|xml)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\s*(?:;|$)/i;

/**
 * Bodies up to this size are compressed on the event loop (0.56 ms for the 58 kB page at brotli 5). Measured
 * with 16 compressions at once on this 2-core machine, zlib's thread pool cost 0.95 ms of CPU per page
 * against 0.55 ms inline (its threads contend for the same two cores as PostgreSQL); larger
 * bodies still go to the pool so that one of them does not hold every other request up.
 */
const INLINE_LIMIT_BYTES = 256 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The client's most wanted encoding we speak, from Accept-Encoding: brotli over gzip at equal weight. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const q = parameters.map((parameter) => /^q=([0-9.]+)$/.exec(parameter)?.[1]).find(Boolean);
    if (coding) weights.set(coding, q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

const brotliOptions = (body: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

function compressInline(body: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, brotliOptions(body));
}

function compressInPool(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  return brotliAsync(body, brotliOptions(body));
}

/**
 * Compressed bodies by a hash of the plain body and the encoding, least recently used out first, at most
 * `maxBytes` of compressed bytes: the same category list, store or menu is compressed once, not per request.
 * A large body being compressed in the pool is shared too, so a burst of it compresses it once.
 */
export class CompressedBodyCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  async compressed(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
    // SHA-1 of 60 kB takes about 0.06 ms against 0.7 ms to compress it; collisions are not a concern here.
    const key = `${encoding}:${hash('sha1', body, 'base64')}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.hits += 1;
      this.entries.delete(key);
      this.entries.set(key, cached); // now the most recently used
      return cached;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    this.misses += 1;
    if (body.length <= INLINE_LIMIT_BYTES) {
      const result = compressInline(body, encoding);
      this.remember(key, result);
      return result;
    }
    const work = compressInPool(body, encoding).finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    const result = await work;
    this.remember(key, result);
    return result;
  }

  private remember(key: string, value: Buffer): void {
    if (value.length > this.maxBytes / 8) return; // one huge answer must not empty the cache
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}

/** Whether a body's UTF-8 bytes reach the threshold; a string's length alone settles most (bytes ≥ characters). */
function atLeastThreshold(payload: string | Buffer): boolean {
  if (payload.length >= COMPRESSION_THRESHOLD_BYTES) return true;
  return typeof payload === 'string' && Buffer.byteLength(payload) >= COMPRESSION_THRESHOLD_BYTES;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses text answers of at least 1 kB with brotli or gzip as Accept-Encoding allows, through the cache.
 * A hook rather than @fastify/compress: that plugin compresses every answer anew (no cache of bodies) and
 * also wraps streams; here streams (the web app's files, which the build precompressed and @fastify/static
 * sends as .br/.gz, photos, event streams) are left alone, and only serialized bodies are compressed.
 */
export function registerCompression(
  app: FastifyInstance,
  options: { cacheBytes?: number } = {},
): CompressedBodyCache {
  const cache = new CompressedBodyCache(options.cacheBytes ?? 4 * 1024 * 1024);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (!atLeastThreshold(payload)) return payload;
    // The same URL answers differently by Accept-Encoding: caches in between must key on it, asked or not.
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // Encoded only now: an answer sent plain is encoded once, by the socket write, not here as well.
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const compressed = await cache.compressed(body, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
  return cache;
}
