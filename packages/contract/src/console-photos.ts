import { PHOTO_SOURCE_TYPES } from '@nearbite/domain/photo-rules';
import { z } from 'zod';
import { epochMsSchema, okSchema, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * Photos a store uploads for its profile and menu (issue 16). The upload's body is the picture's raw bytes
 * (not JSON, so it has no zod body here): sent with the file's content type, `image/…` or
 * `application/octet-stream` when the browser knows none (HEIC on most desktops). The server reads the real
 * type from the bytes, refuses a file over PHOTO_MAX_BYTES (A200) or of another type (A201), and keeps only
 * derived copies. Owners and managers (manageStoreProfile) upload, list and delete.
 */

export const storePhotoSchema = z
  .object({
    id: z.string(),
    /** What the catalog stores (a store's logo and images, an item's pictures); `?w=300|750` picks a width. */
    url: z.string(),
    /** The picture's size after turning it upright by its EXIF orientation. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    sourceType: z.enum(PHOTO_SOURCE_TYPES),
    /** Bytes of the file uploaded (which is not kept). */
    sourceBytes: z.number().int().positive(),
    createdTime: epochMsSchema,
    /** True while the store's profile or one of its items shows it: it cannot be deleted then (A205). */
    inUse: z.boolean(),
  })
  .meta({ id: 'StorePhoto' });

const photoParams = z.object({ businessId: uuidSchema, photoId: uuidSchema }).strict();

export const consolePhotoRoutes = {
  list: {
    method: 'GET',
    url: '/console/stores/:businessId/photos',
    params: consoleStoreParams,
    response: z.object({ photos: z.array(storePhotoSchema) }),
  },
  /** Body: the picture's bytes (see above). Answers the stored photo. */
  upload: {
    method: 'POST',
    url: '/console/stores/:businessId/photos',
    params: consoleStoreParams,
    response: storePhotoSchema,
  },
  remove: {
    method: 'DELETE',
    url: '/console/stores/:businessId/photos/:photoId',
    params: photoParams,
    response: okSchema,
  },
} as const;

export type StorePhotoDto = z.infer<typeof storePhotoSchema>;
