import { describe, expect, it } from 'vitest';
import {
  derivedWidth,
  PHOTO_DEFAULT_WIDTH,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_QUALITY,
  PHOTO_SOURCE_TYPES,
  PHOTO_WIDTHS,
  photoFormatsFor,
  photoSizeProblem,
  preferredPhotoFormat,
} from './photo-rules.js';

describe('the photo upload rules', () => {
  it('accept 15 MB, so any phone photo fits and a 30 MB file is refused', () => {
    expect(PHOTO_MAX_BYTES).toBe(15 * 1024 * 1024);
    expect(30 * 1024 * 1024).toBeGreaterThan(PHOTO_MAX_BYTES);
  });

  it('accept JPEG, PNG, WebP, HEIF/HEIC and AVIF, by what the bytes are', () => {
    expect(PHOTO_SOURCE_TYPES).toEqual(['jpeg', 'png', 'webp', 'heif', 'avif']);
  });

  it('take a 48-megapixel phone photo, and refuse a bigger side or more pixels (decompression bombs)', () => {
    expect([PHOTO_MAX_SIDE, PHOTO_MAX_PIXELS]).toEqual([8192, 50_000_000]);
    expect(photoSizeProblem(8064, 6048)).toBeNull();
    expect(photoSizeProblem(8193, 10)).toBe('side');
    expect(photoSizeProblem(10, 8193)).toBe('side');
    expect(photoSizeProblem(8000, 8000)).toBe('pixels');
  });
});

describe('the derived files', () => {
  it('come at 300 and 750 pixels wide, 750 when the URL names no width', () => {
    expect(PHOTO_WIDTHS).toEqual([300, 750]);
    expect(PHOTO_DEFAULT_WIDTH).toBe(750);
  });

  it('are never wider than the original', () => {
    expect(derivedWidth(750, 4032)).toBe(750);
    expect(derivedWidth(750, 500)).toBe(500);
    expect(derivedWidth(300, 200)).toBe(200);
  });

  it('are AVIF, WebP and JPEG, or PNG instead of JPEG when the picture has transparency', () => {
    expect(photoFormatsFor(false)).toEqual(['avif', 'webp', 'jpeg']);
    expect(photoFormatsFor(true)).toEqual(['avif', 'webp', 'png']);
  });

  it('use these encoder qualities', () => {
    expect(PHOTO_QUALITY).toEqual({ avif: 55, webp: 78, jpeg: 80 });
  });
});

describe('the format served for an Accept header', () => {
  const photo = photoFormatsFor(false);
  const logo = photoFormatsFor(true);

  it('is AVIF when the browser names it, else WebP, else the fallback', () => {
    expect(preferredPhotoFormat('image/avif,image/webp,image/apng,*/*;q=0.8', photo)).toBe('avif');
    expect(preferredPhotoFormat('image/webp,*/*', photo)).toBe('webp');
    expect(preferredPhotoFormat('image/*', photo)).toBe('jpeg');
    expect(preferredPhotoFormat(undefined, photo)).toBe('jpeg');
    expect(preferredPhotoFormat('*/*', logo)).toBe('png');
  });

  it('skips a format the browser refuses with q=0', () => {
    expect(preferredPhotoFormat('image/avif;q=0, image/webp', photo)).toBe('webp');
    expect(preferredPhotoFormat('image/avif; q=0.0, image/webp;q=0', logo)).toBe('png');
  });
});
