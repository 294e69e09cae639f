import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { assertPhotoKey, type PhotoStore, PhotoStoreUnavailableError } from './photo-store.js';

export interface S3PhotoStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, s3rver); addressed path-style, as most of them need. */
  endpoint?: string;
  /** Tests give these; otherwise the AWS SDK reads the usual environment and profile chain. */
  credentials?: S3ClientConfig['credentials'];
}

const isMissing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/**
 * Photos in an S3 bucket, shared by every server copy. The AWS SDK (about 22 MB once loaded) is loaded at
 * the first photo read or write, so a copy that serves no photo does not carry it.
 */
export function createS3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  let connection: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
      }),
    }));
    return connection;
  };
  const Bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      assertPhotoKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
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
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw new PhotoStoreUnavailableError('get', error);
      }
    },

    async remove(keys) {
      if (keys.length === 0) return;
      for (const key of keys) assertPhotoKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.DeleteObjectsCommand({
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
