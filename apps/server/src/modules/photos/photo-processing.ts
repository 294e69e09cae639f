import {
  derivedWidth,
  PHOTO_MAX_PIXELS,
  PHOTO_QUALITY,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoSourceType,
  type PhotoWidth,
  photoFormatsFor,
  photoSizeProblem,
} from '@nearbite/domain/photo-rules';
import type { Sharp } from 'sharp';
import { AppError } from '../../errors/app-error.js';
import { decodeHeicOffThread } from './heic-worker.js';

// Loaded at the first photo, not at start (the module cache keeps it): memory a server copy which never
// processes a photo does not carry. libheif loads in its worker at the first HEIC.
const loadSharp = async () => (await import('sharp')).default;

/**
 * Photos processed at once on one server copy. Decoding a 50-megapixel PNG takes about 200 MB and the
 * encoders keep both cores busy; further uploads wait their turn instead of running the server out of memory.
 */
const PROCESSING_SLOTS = 2;
let processing = 0;
const waiting: Array<() => void> = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  while (processing >= PROCESSING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  processing += 1;
  try {
    return await work();
  } finally {
    processing -= 1;
    waiting.shift()?.();
  }
}

/** AVIF encoder effort (0–9): 4 is libaom's balance of size and time; a 750-wide photo takes well under a second. */
const AVIF_EFFORT = 4;

export interface DerivedFile {
  width: PhotoWidth;
  format: PhotoFormat;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** The upright picture's size (after its EXIF orientation). */
  width: number;
  height: number;
  hasAlpha: boolean;
  files: DerivedFile[];
}

/** Decoded pixels, upright and at most the widest served width, 8-bit sRGB with 3 or 4 channels. */
interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const widest = Math.max(...PHOTO_WIDTHS);
const sharpOptions = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;

function refuseOversize(width: number, height: number): void {
  if (photoSizeProblem(width, height)) throw new AppError('PHOTO_DIMENSIONS_TOO_LARGE');
}

/** Turns, shrinks to the widest served width and flattens to raw sRGB pixels; metadata does not survive. */
async function toPixels(pipeline: Sharp): Promise<Pixels> {
  const { data, info } = await pipeline
    .resize({ width: widest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 && info.channels !== 4) throw new Error(`decoded to ${info.channels} channels`);
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** What libvips reads itself: JPEG, PNG, WebP, AVIF and AV1-coded HEIF; the header is checked before decoding. */
async function decodeWithSharp(bytes: Buffer): Promise<{ pixels: Pixels; width: number; height: number }> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, sharpOptions).metadata();
  refuseOversize(meta.width, meta.height);
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const pixels = await toPixels(sharp(bytes, sharpOptions).rotate());
  return { pixels, width: upright.width, height: upright.height };
}

/** An iPhone's HEVC-coded HEIC, which prebuilt libvips cannot decode: libheif (wasm, in a worker) gives RGBA. */
async function decodeHevc(bytes: Buffer): Promise<{ pixels: Pixels; width: number; height: number }> {
  const [decoded, sharp] = await Promise.all([decodeHeicOffThread(bytes, PHOTO_MAX_PIXELS), loadSharp()]);
  const { width, height, rgba } = decoded;
  refuseOversize(width, height);
  if (!rgba) throw new AppError('PHOTO_DIMENSIONS_TOO_LARGE');
  // libheif applies the file's rotation and mirroring itself, so the pixels are already upright.
  const raw = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  const pixels = await toPixels(sharp(raw, { raw: { width, height, channels: 4 } }));
  return { pixels, width, height };
}

async function decode(bytes: Buffer, type: PhotoSourceType) {
  try {
    return await decodeWithSharp(bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (type !== 'heif') throw new AppError('PHOTO_UNREADABLE');
  }
  try {
    return await decodeHevc(bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PHOTO_UNREADABLE');
  }
}

function encode(pipeline: Sharp, format: PhotoFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: PHOTO_QUALITY.avif, effort: AVIF_EFFORT }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: PHOTO_QUALITY.webp }).toBuffer();
    case 'jpeg':
      return pipeline.jpeg({ quality: PHOTO_QUALITY.jpeg, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
  }
}

/** True when some pixel is not fully opaque: only then is the fallback PNG rather than JPEG. */
async function showsTransparency(pixels: Pixels): Promise<boolean> {
  if (pixels.channels !== 4) return false;
  const sharp = await loadSharp();
  const { isOpaque } = await sharp(pixels.data, { raw: pixels }).stats();
  return !isOpaque;
}

/**
 * Decodes an upload whose bytes are `type` (refusing a picture too big in pixels, A202, or one that does
 * not decode, A203), turns it upright by its EXIF orientation, and derives each served width (never wider
 * than the picture) in AVIF, WebP and JPEG, or PNG for a picture with transparency. No metadata (EXIF, GPS,
 * XMP, ICC) is copied to the derived files, and nothing of the upload's bytes is kept.
 */
export function processPhoto(bytes: Buffer, type: PhotoSourceType): Promise<ProcessedPhoto> {
  return inSlot(() => derive(bytes, type));
}

async function derive(bytes: Buffer, type: PhotoSourceType): Promise<ProcessedPhoto> {
  const { pixels, width, height } = await decode(bytes, type);
  const hasAlpha = await showsTransparency(pixels);
  const sharp = await loadSharp();
  const decoded = sharp(pixels.data, { raw: pixels });
  const base = hasAlpha ? decoded : decoded.removeAlpha();
  const files: DerivedFile[] = [];
  for (const servedWidth of PHOTO_WIDTHS) {
    const resized = base.clone().resize({ width: derivedWidth(servedWidth, pixels.width) });
    for (const format of photoFormatsFor(hasAlpha)) {
      files.push({ width: servedWidth, format, bytes: await encode(resized.clone(), format) });
    }
  }
  return { width, height, hasAlpha, files };
}
