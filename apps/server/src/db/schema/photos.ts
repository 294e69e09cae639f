import { PHOTO_SOURCE_TYPES } from '@nearbite/domain/photo-rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { businesses } from './catalog.js';
import { createdAt, oneOf, primaryId } from './columns.js';

/**
 * A photo a store uploaded. The uploaded bytes are never kept: the server decodes them, strips metadata and
 * stores only the derived files (each served width in AVIF, WebP and JPEG) under `storage_key` in the photo
 * store (a folder under DATA_DIR, or S3-compatible storage that every server copy shares). The catalog refers
 * to a photo by its URL, /apis/v1/images/photo/{id}.
 */
export const storePhotos = pgTable(
  'store_photos',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Where the derived files live in the photo store (a prefix; each file adds width and format). */
    storageKey: text('storage_key').notNull().unique(),
    sourceType: text('source_type', { enum: PHOTO_SOURCE_TYPES }).notNull(),
    /** Size of the upload in bytes, and the decoded picture's size after rotation by its EXIF orientation. */
    sourceBytes: integer('source_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_photos_business_idx').on(t.businessId, t.createdAt),
    check('store_photos_source_type_check', oneOf(t.sourceType, PHOTO_SOURCE_TYPES)),
    check('store_photos_size_check', sql`${t.width} > 0 and ${t.height} > 0 and ${t.sourceBytes} > 0`),
  ],
);
