import { join } from 'node:path';
import type { AppConfig } from '../../config.js';
import { createLocalPhotoStore } from './local-photo-store.js';
import type { PhotoStore } from './photo-store.js';
import { createS3PhotoStore } from './s3-photo-store.js';

/** S3 when PHOTO_S3_BUCKET is set (every server copy shares it), else the folder DATA_DIR/photos. */
export function createPhotoStore(
  config: Pick<AppConfig, 'DATA_DIR' | 'PHOTO_S3_BUCKET' | 'PHOTO_S3_ENDPOINT' | 'PHOTO_S3_REGION'>,
): PhotoStore {
  if (config.PHOTO_S3_BUCKET) {
    return createS3PhotoStore({
      bucket: config.PHOTO_S3_BUCKET,
      region: config.PHOTO_S3_REGION,
      ...(config.PHOTO_S3_ENDPOINT ? { endpoint: config.PHOTO_S3_ENDPOINT } : {}),
    });
  }
  return createLocalPhotoStore(join(config.DATA_DIR, 'photos'));
}
