/**
 * The URL of an image drawn at a width (750 for banners and recommendations, 300 for lists, logos
 * and thumbnails: IMAGE_WIDTH_WIDE / IMAGE_WIDTH_LIST): the image service takes `w` in its query.
 * No image stays null; an existing `w` is replaced.
 */
export function sizedImage(url: string | null | undefined, width: number): string | null {
  if (!url) return null;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = base.indexOf('?');
  const path = queryAt === -1 ? base : base.slice(0, queryAt);
  const query = queryAt === -1 ? '' : base.slice(queryAt + 1);
  const params = query.split('&').filter((part) => part.length > 0 && !part.startsWith('w='));
  params.push(`w=${width}`);
  return `${path}?${params.join('&')}${hash}`;
}
