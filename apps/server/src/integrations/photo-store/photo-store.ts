/**
 * Where the derived files of uploaded photos live: a folder under DATA_DIR on one server, or an S3 bucket
 * every server copy shares. Keys are `<businessId>/<photoId>/<width>.<format>`; files never change once
 * written (a new upload is a new photo), so readers may cache them for good.
 */
export interface PhotoStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the files; keys without a file are skipped. */
  remove(keys: readonly string[]): Promise<void>;
}

/** The store could not be reached or refused the operation; the API answers A206 (try again). */
export class PhotoStoreUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`photo store ${operation} failed`, { cause });
    this.name = 'PhotoStoreUnavailableError';
  }
}

/** Keys are made by the server from ids and widths; anything else is a bug, not a path to follow. */
export function assertPhotoKey(key: string): void {
  if (!/^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9]+\.(avif|webp|jpeg|png)$/.test(key)) {
    throw new Error(`not a photo key: ${key}`);
  }
}
