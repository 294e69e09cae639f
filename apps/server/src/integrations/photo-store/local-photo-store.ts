import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertPhotoKey, type PhotoStore, PhotoStoreUnavailableError } from './photo-store.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Photos in a folder (DATA_DIR/photos): for one server, or several sharing a network volume. Each file is
 * written beside its place and renamed into it, so a reader never sees half a picture.
 */
export function createLocalPhotoStore(root: string): PhotoStore {
  const pathOf = (key: string) => {
    assertPhotoKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      const partial = `${path}.${randomUUID()}.part`;
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw new PhotoStoreUnavailableError('put', error);
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw new PhotoStoreUnavailableError('get', error);
      }
    },

    async remove(keys) {
      try {
        await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
        // The photo's folder goes when it is empty; another photo's files are never in it.
        const folders = new Set(keys.map((key) => dirname(pathOf(key))));
        await Promise.all([...folders].map((folder) => rm(folder, { recursive: false }).catch(() => {})));
      } catch (error) {
        throw new PhotoStoreUnavailableError('remove', error);
      }
    },
  };
}
