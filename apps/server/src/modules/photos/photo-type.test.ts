import { describe, expect, it } from 'vitest';
import { photoTypeOf } from './photo-type.js';

const ftyp = (major: string, ...compatible: string[]): Uint8Array => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'ascii');
  box.write(brands, 8, 'ascii');
  return Buffer.concat([box, Buffer.alloc(32)]);
};

describe('the type of an upload, by its bytes', () => {
  it('knows JPEG, PNG and WebP by their signatures', () => {
    expect(photoTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toBe('jpeg');
    expect(photoTypeOf(Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'))).toBe('png');
    expect(photoTypeOf(Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it("tells an iPhone's HEIC from AVIF by the ftyp box's brands", () => {
    expect(photoTypeOf(ftyp('heic', 'mif1', 'heic'))).toBe('heif');
    expect(photoTypeOf(ftyp('mif1', 'mif1', 'heic'))).toBe('heif');
    expect(photoTypeOf(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(photoTypeOf(ftyp('mif1', 'avif', 'mif1'))).toBe('avif');
  });

  it('refuses a Windows program, a GIF, a PDF, an MP4 video and nothing at all', () => {
    expect(photoTypeOf(Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'))).toBeNull();
    expect(photoTypeOf(Buffer.from('GIF89a\x01\0\x01\0', 'latin1'))).toBeNull();
    expect(photoTypeOf(Buffer.from('%PDF-1.7\n', 'latin1'))).toBeNull();
    expect(photoTypeOf(ftyp('isom', 'isom', 'mp42'))).toBeNull();
    expect(photoTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
