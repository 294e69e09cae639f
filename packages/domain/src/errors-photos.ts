import type { ServerErrorDefinition } from './error-families.js';

/** Photos a store uploads (issue 16): refusals of the upload, and of deleting a photo in use. */
export const photoErrors = {
  PHOTO_TOO_LARGE: { code: 'A200', status: 413, message: 'The photo is larger than 15 MB.' },
  PHOTO_TYPE_UNSUPPORTED: {
    code: 'A201',
    status: 415,
    message: 'The file is not a JPEG, PNG, WebP, HEIC or AVIF picture.',
  },
  PHOTO_DIMENSIONS_TOO_LARGE: {
    code: 'A202',
    status: 422,
    message: 'The picture has too many pixels (at most 8192 on a side and 50 megapixels).',
  },
  PHOTO_UNREADABLE: { code: 'A203', status: 422, message: 'The picture is damaged and cannot be read.' },
  PHOTO_NOT_FOUND: { code: 'A204', status: 404, message: 'The photo does not exist.' },
  PHOTO_IN_USE: {
    code: 'A205',
    status: 409,
    message: "The photo is still used by the store's profile or an item; replace it there first.",
  },
  PHOTO_STORAGE_UNAVAILABLE: {
    code: 'A206',
    status: 503,
    message: 'Photos cannot be stored right now; try again shortly.',
  },
} as const satisfies Record<string, ServerErrorDefinition>;
