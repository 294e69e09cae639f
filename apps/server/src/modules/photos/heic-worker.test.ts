import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { photoBytes } from '../../test/photo-fixtures.js';
import { decodeHeicOffThread } from './heic-worker.js';

const require = createRequire(import.meta.url);

describe('decoding HEIC off the main thread', () => {
  it('gives the RGBA pixels of a real HEVC HEIC, red on the left and blue on the right', async () => {
    const { width, height, rgba } = await decodeHeicOffThread(await photoBytes.hevcHeic(), 50_000_000);
    expect([width, height, rgba?.length]).toEqual([120, 80, 120 * 80 * 4]);
    const at = (x: number, y: number) => [
      ...(rgba?.subarray((y * 120 + x) * 4, (y * 120 + x) * 4 + 3) ?? []),
    ];
    expect(at(10, 10)[0]).toBeGreaterThan(150);
    expect(at(110, 70)[2]).toBeGreaterThan(150);
  });

  it('never loads libheif in the calling thread: the worker does', () => {
    expect(require.cache[require.resolve('heic-decode')]).toBeUndefined();
  });

  it('reads only the size of a picture over the pixel cap, and refuses bytes that are no HEIC', async () => {
    expect(await decodeHeicOffThread(await photoBytes.hevcHeic(), 100)).toEqual({
      width: 120,
      height: 80,
      rgba: null,
    });
    await expect(decodeHeicOffThread(Buffer.from('not a picture'), 100)).rejects.toThrow();
    // The worker survives a refusal and decodes the next picture.
    expect((await decodeHeicOffThread(await photoBytes.hevcHeic(), 50_000_000)).width).toBe(120);
  });
});
