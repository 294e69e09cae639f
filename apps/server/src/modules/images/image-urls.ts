import { IMAGE_WIDTH_LIST, IMAGE_WIDTH_WIDE } from '@nearbite/domain/discovery';
/** Where the catalog's images are served; the images plugin is registered under the API prefix. */
export const IMAGES_BASE_PATH = '/apis/v1/images';

export const IMAGE_KINDS = ['logo', 'banner', 'dish'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The URL stored in the catalog for a drawn image; the key is a slug of what is drawn. */
export function imageUrl(kind: ImageKind, key: string): string {
  return `${IMAGES_BASE_PATH}/${kind}/${key}.svg`;
}

/** "Tony's Pizza & Pasta" → "tonys-pizza-pasta"; accents dropped, anything else becomes a dash. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The widths the product asks for: 300 for lists, logos and thumbnails, 750 for banners and item pictures. */
export const IMAGE_WIDTHS = [IMAGE_WIDTH_LIST, IMAGE_WIDTH_WIDE] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The URL of a catalog image drawn at `width` (`?w=`). URLs the image route does not serve (an
 * operator's CDN) are returned unchanged, as is one that already names a width.
 */
export function sizedImageUrl(url: string, width: ImageWidth): string {
  if (!url.startsWith(`${IMAGES_BASE_PATH}/`) || url.includes('?')) return url;
  return `${url}?w=${width}`;
}
