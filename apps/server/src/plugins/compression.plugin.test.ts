import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedBodyCache, chooseEncoding, registerCompression } from './compression.plugin.js';

/** A JSON answer of about 3 kB, and one under the 1 kB threshold. */
const large = {
  stores: Array.from({ length: 40 }, (_, index) => ({ id: index, name: `Golden Dragon ${index}` })),
};
const small = { ok: true };
/** Under 1,024 characters but over 1 kB in UTF-8: the threshold counts bytes. */
const chinese = { name: '金龙餐厅'.repeat(100) };
/** Over 256 kB: compressed in zlib's thread pool rather than on the event loop. */
const huge = {
  rows: Array.from({ length: 6000 }, (_, index) => ({ index, text: `row ${index} of the report` })),
};

let app: FastifyInstance;
let cache: CompressedBodyCache;

beforeAll(async () => {
  app = Fastify();
  cache = registerCompression(app);
  app.get('/large', async () => large);
  app.get('/small', async () => small);
  app.get('/chinese', async () => chinese);
  app.get('/huge', async () => huge);
  app.get('/photo', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  app.get('/events', async (_request, reply) =>
    reply.type('text/event-stream').send('data: x\n\n'.repeat(300)),
  );
  app.get('/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<p>hi</p>'.repeat(300)),
  );
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('sends brotli when offered, and the bytes decode to the JSON', async () => {
    const response = await get('/large', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 3);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(large);
  });

  it('sends gzip to a client without brotli', async () => {
    const response = await get('/large', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(large);
  });

  it('sends the plain JSON, still varying by Accept-Encoding, to a client that asks for none', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/large', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.json()).toEqual(large);
    }
  });

  it('compresses a large answer off the event loop, the same bytes for two requests at once', async () => {
    const [first, second] = await Promise.all([get('/huge', 'br'), get('/huge', 'br')]);
    expect(first?.headers['content-encoding']).toBe('br');
    expect(JSON.stringify(huge).length).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(huge);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never compresses an answer under 1 kB', async () => {
    const response = await get('/small', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(small);
  });

  it('counts the threshold in bytes: Chinese text under 1,024 characters but over 1 kB is compressed', async () => {
    expect(JSON.stringify(chinese).length).toBeLessThan(1024);
    const response = await get('/chinese', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(chinese);
  });

  it('never compresses images or event streams, but does HTML', async () => {
    expect((await get('/photo', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/events', 'br')).headers['content-encoding']).toBeUndefined();
    const page = await get('/page', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe('<p>hi</p>'.repeat(300));
  });

  it('compresses the same answer once per encoding', async () => {
    const missesBefore = cache.misses;
    const hitsBefore = cache.hits;
    const first = await get('/large', 'br');
    const again = await Promise.all([get('/large', 'br'), get('/large', 'br'), get('/large', 'gzip')]);
    expect(again[0]?.rawPayload.equals(first.rawPayload)).toBe(true);
    // /large in brotli and gzip were compressed by the tests above already: only hits now.
    expect(cache.misses).toBe(missesBefore);
    expect(cache.hits).toBe(hitsBefore + 4);
  });
});

describe('the compressed body cache', () => {
  it('keeps at most its size in compressed bytes, dropping the least recently used', async () => {
    const bounded = new CompressedBodyCache(8 * 1024);
    const bodies = Array.from({ length: 30 }, (_, index) =>
      // Random hex compresses to about half: some 600 bytes each, 30 of them well over 8 kB.
      Buffer.from(JSON.stringify({ index, noise: randomBytes(500).toString('hex') })),
    );
    for (const body of bodies) await bounded.compressed(body, 'gzip');
    expect(bounded.size).toBeGreaterThan(0);
    expect(bounded.size).toBeLessThan(30);
    const last = bodies.at(-1) as Buffer;
    const misses = bounded.misses;
    await bounded.compressed(last, 'gzip'); // the newest is still there
    expect(bounded.misses).toBe(misses);
    await bounded.compressed(bodies[0] as Buffer, 'gzip'); // the oldest was dropped
    expect(bounded.misses).toBe(misses + 1);
  });
});

describe('choosing the encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=1.0', 'br'],
    ['deflate', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['', null],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
