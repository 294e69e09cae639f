import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto } from './photo-processing.js';

/** A 1200 × 800 JPEG taken with the phone on its side (EXIF orientation 6) and a GPS position in its EXIF. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b03a2e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 47/1 0/1' } })
    .toBuffer();

describe('processing an upload', () => {
  it('turns a sideways photo upright, derives 300 and 750 wide AVIF, WebP and JPEG, and keeps no EXIF', async () => {
    const photo = await processPhoto(await sidewaysJpeg(), 'jpeg');
    expect([photo.width, photo.height, photo.hasAlpha]).toEqual([800, 1200, false]);
    const described = await Promise.all(
      photo.files.map(async (file) => {
        const meta = await sharp(file.bytes).metadata();
        return [file.width, file.format, meta.format, meta.width, meta.height, meta.exif, meta.orientation];
      }),
    );
    expect(described).toEqual([
      [300, 'avif', 'heif', 300, 450, undefined, undefined],
      [300, 'webp', 'webp', 300, 450, undefined, undefined],
      [300, 'jpeg', 'jpeg', 300, 450, undefined, undefined],
      [750, 'avif', 'heif', 750, 1125, undefined, undefined],
      [750, 'webp', 'webp', 750, 1125, undefined, undefined],
      [750, 'jpeg', 'jpeg', 750, 1125, undefined, undefined],
    ]);
  });

  it('keeps transparency in PNG instead of JPEG, and never makes a small picture bigger', async () => {
    const logo = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const photo = await processPhoto(logo, 'png');
    expect(photo.hasAlpha).toBe(true);
    expect(photo.files.map((file) => [file.width, file.format])).toEqual([
      [300, 'avif'],
      [300, 'webp'],
      [300, 'png'],
      [750, 'avif'],
      [750, 'webp'],
      [750, 'png'],
    ]);
    for (const file of photo.files) {
      const meta = await sharp(file.bytes).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([200, 100, true]);
    }
  });

  it('treats a grey picture and an opaque alpha channel as a plain photo', async () => {
    const grey = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#888' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const opaque = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 1 } },
    })
      .png()
      .toBuffer();
    for (const bytes of [grey, opaque]) {
      const photo = await processPhoto(bytes, 'png');
      expect(photo.hasAlpha).toBe(false);
      expect(photo.files.map((file) => file.format)).toContain('jpeg');
    }
  });

  it('refuses a picture with more pixels than allowed before decoding it (A202), and a damaged one (A203)', async () => {
    const huge = await sharp({ create: { width: 9000, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(processPhoto(huge, 'png')).rejects.toMatchObject({ key: 'PHOTO_DIMENSIONS_TOO_LARGE' });
    const jpeg = await sidewaysJpeg();
    const damaged = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(300, 7)]);
    await expect(processPhoto(damaged, 'jpeg')).rejects.toMatchObject({ key: 'PHOTO_UNREADABLE' });
    await expect(processPhoto(damaged, 'heif')).rejects.toMatchObject({ key: 'PHOTO_UNREADABLE' });
  });
});
