import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { NearbiteApp } from '../app.js';
import { jsonHeaders } from './test-app.js';

/**
 * Real pictures made by sharp for the photo tests: a phone photo on its side with a GPS position, a logo with
 * transparency, a WebP and an AVIF (HEIF with AV1; prebuilt libvips cannot write an iPhone's HEVC HEIC).
 */
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

export const photoBytes = {
  /**
   * A real HEVC-coded HEIC as iPhones write them (made with libheif's heif-enc and x265): 120 × 80, red on the
   * left half and blue on the right. Prebuilt libvips cannot decode it; libheif in WebAssembly does.
   */
  hevcHeic: () => fixture('iphone-hevc.heic'),
  /** The same picture as HEVC HEIC carrying 184 bytes of EXIF, which the derived files must not keep. */
  hevcHeicWithExif: () => fixture('hevc-with-exif.heic'),
  /** 1200 × 800 as stored, shown 800 × 1200 (EXIF orientation 6), with a GPS position in its EXIF. */
  sidewaysJpeg: () =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b03a2e' } })
      .composite([
        {
          input: { create: { width: 200, height: 800, channels: 3, background: '#1f6f3f' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 47/1 0/1', GPSLongitudeRef: 'W' } })
      .toBuffer(),
  /** 600 × 200, half transparent. */
  transparentPng: () =>
    sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.4 } },
    })
      .png()
      .toBuffer(),
  webp: () =>
    sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#e0a030' } })
      .webp()
      .toBuffer(),
  avif: () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#3050e0' } })
      .heif({ compression: 'av1', quality: 60 })
      .toBuffer(),
  /** The first bytes of a Windows program, as if renamed photo.jpg. */
  windowsProgram: () =>
    Buffer.concat([Buffer.from('MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff', 'latin1'), Buffer.alloc(4096, 0x90)]),
};

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** POSTs raw bytes to the store's upload route as the console does. */
export function uploadPhoto(
  app: NearbiteApp,
  businessId: string,
  cookie: string | null,
  bytes: Buffer,
  contentType = 'image/jpeg',
) {
  return app.inject({
    method: 'POST',
    url: `/apis/v1/console/stores/${businessId}/photos`,
    headers: {
      origin: jsonHeaders.origin,
      host: jsonHeaders.host,
      'content-type': contentType,
      ...(cookie ? { cookie } : {}),
    },
    payload: bytes,
  });
}

/** GETs a photo URL with an Accept header, as a browser's <img> does. */
export function fetchPhoto(
  app: NearbiteApp,
  url: string,
  accept: string,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'GET', url, headers: { accept, ...headers } });
}
