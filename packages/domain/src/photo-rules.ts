import { IMAGE_WIDTH_LIST, IMAGE_WIDTH_WIDE } from './discovery.js';

/**
 * The rules of photos a store uploads (issue 16): what may be uploaded, how big, and what the server
 * derives from it. docs/decisions/photos.md says why each number is what it is.
 */

/**
 * Largest upload in bytes: 15 MB. A 48-megapixel phone photo is 5–12 MB as HEIC or JPEG, so every photo
 * a phone takes fits; anything bigger is a raw scan or not a photo, and would only cost memory and time.
 */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/**
 * Largest decoded picture: 8,192 pixels on a side and 50 megapixels in all (a 48 MP phone sensor is
 * 8,064 × 6,048). The header is read before decoding, so a small file that unpacks to gigabytes of pixels
 * (a decompression bomb) is refused without being decoded.
 */
export const PHOTO_MAX_SIDE = 8192;
export const PHOTO_MAX_PIXELS = 50_000_000;

/** What a store may upload, named by what the bytes are (their magic numbers), never by name or header. */
export const PHOTO_SOURCE_TYPES = ['jpeg', 'png', 'webp', 'heif', 'avif'] as const;
export type PhotoSourceType = (typeof PHOTO_SOURCE_TYPES)[number];

/** The widths derived from every photo: 300 for lists, logos and thumbnails, 750 for banners and items. */
export const PHOTO_WIDTHS = [IMAGE_WIDTH_LIST, IMAGE_WIDTH_WIDE] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** The width served when the URL names none. */
export const PHOTO_DEFAULT_WIDTH: PhotoWidth = IMAGE_WIDTH_WIDE;

/** The derived formats, best first: browsers get the first one their Accept header takes. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * Encoder quality (1–100) per format: each chosen so a 750-wide food photo looks the same as the JPEG at
 * 80 side by side, at about half its bytes for AVIF and three quarters for WebP. PNG is lossless.
 */
export const PHOTO_QUALITY = { avif: 55, webp: 78, jpeg: 80 } as const;

/**
 * The formats stored for one photo: AVIF, WebP and a fallback every browser decodes, JPEG, or PNG when the
 * picture has transparency (JPEG has none, and a logo on a white square looks wrong on a coloured page).
 */
export function photoFormatsFor(hasAlpha: boolean): readonly PhotoFormat[] {
  return hasAlpha ? ['avif', 'webp', 'png'] : ['avif', 'webp', 'jpeg'];
}

/**
 * The width a derived file is actually made at: the width asked for, but never wider than the original
 * (upscaling adds bytes, not detail).
 */
export function derivedWidth(width: PhotoWidth, originalWidth: number): number {
  return Math.min(width, originalWidth);
}

/** Why a decoded picture's size is refused, or null when it is fine. */
export function photoSizeProblem(width: number, height: number): 'side' | 'pixels' | null {
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE) return 'side';
  if (width * height > PHOTO_MAX_PIXELS) return 'pixels';
  return null;
}

/**
 * The format to serve for an Accept header among those stored: AVIF, else WebP, else the fallback. Only an
 * explicit mention counts (`image/*` does not promise AVIF), and a `q=0` mention refuses the format.
 */
export function preferredPhotoFormat(
  accept: string | undefined,
  stored: readonly PhotoFormat[],
): PhotoFormat {
  const accepted = acceptedImageTypes(accept ?? '');
  const fallback = stored.includes('png') ? 'png' : 'jpeg';
  for (const format of ['avif', 'webp'] as const) {
    if (stored.includes(format) && accepted.has(`image/${format}`)) return format;
  }
  return fallback;
}

function acceptedImageTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (type && !refused) types.add(type.trim());
  }
  return types;
}

/** The MIME type of a derived format. */
export function photoMimeType(format: PhotoFormat): string {
  return `image/${format}`;
}
