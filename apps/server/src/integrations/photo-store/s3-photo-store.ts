import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertPhotoKey, type PhotoStore, PhotoStoreUnavailableError } from './photo-store.js';

export interface S3PhotoStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, s3rver); addressed path-style, as most of them need. */
  endpoint?: string;
  /** Tests give these; otherwise the AWS SDK reads the usual environment and profile chain. */
  credentials?: S3ClientConfig['credentials'];
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey';

/** Photos in an S3 bucket, shared by every server copy. */
export function createS3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      assertPhotoKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw new PhotoStoreUnavailableError('put', error);
      }
    },

    async get(key) {
      assertPhotoKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw new PhotoStoreUnavailableError('get', error);
      }
    },

    async remove(keys) {
      if (keys.length === 0) return;
      for (const key of keys) assertPhotoKey(key);
      try {
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      } catch (error) {
        throw new PhotoStoreUnavailableError('remove', error);
      }
    },
  };
}
