import { randomUUID } from 'node:crypto';
import type { StorePhotoDto } from '@nearbite/contract/console-photos';
import {
  PHOTO_DEFAULT_WIDTH,
  PHOTO_FORMATS,
  PHOTO_MAX_BYTES,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoWidth,
  photoMimeType,
  preferredPhotoFormat,
} from '@nearbite/domain/photo-rules';
import { mayDo } from '@nearbite/domain/staff-roles';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { type PhotoStore, PhotoStoreUnavailableError } from '../../integrations/photo-store/photo-store.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import { IMAGES_BASE_PATH } from '../images/image-urls.js';
import { processPhoto } from './photo-processing.js';
import { photoTypeOf } from './photo-type.js';
import type { PhotoRow, PhotosRepository } from './photos.repository.js';

/** The URL the catalog stores for a photo; the images route serves it (`?w=` picks the width). */
export const photoUrl = (photoId: string) => `${IMAGES_BASE_PATH}/photo/${photoId}`;

const fileKey = (storageKey: string, width: PhotoWidth, format: PhotoFormat) =>
  `${storageKey}/${width}.${format}`;

/** Every file a photo can have, for deleting (the fallback is JPEG or PNG; removing a missing file is fine). */
const allFileKeys = (storageKey: string) =>
  PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => fileKey(storageKey, width, format)));

const photoDto = (row: PhotoRow, inUse: Set<string>): StorePhotoDto => ({
  id: row.id,
  url: photoUrl(row.id),
  width: row.width,
  height: row.height,
  sourceType: row.sourceType,
  sourceBytes: row.sourceBytes,
  createdTime: row.createdAt.getTime(),
  inUse: inUse.has(row.id),
});

/** A derived file to send: its bytes, format and a validator that names exactly this file. */
export interface ServedPhoto {
  bytes: Uint8Array;
  contentType: string;
  etag: string;
}

/** Store errors become A206 (try again); everything else passes through. */
async function storing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PhotoStoreUnavailableError) throw new AppError('PHOTO_STORAGE_UNAVAILABLE');
    throw error;
  }
}

/**
 * Photos a store uploads: read by type from their bytes, decoded, turned upright, stripped of metadata and
 * derived at each served width and format into the photo store; only the derived files are kept. Owners
 * and managers (manageStoreProfile) upload, list and delete; anyone may see a photo by its URL.
 */
export function createPhotosService(deps: {
  repository: PhotosRepository;
  store: PhotoStore;
  recordAudit: ConsoleRepository['recordAudit'];
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repository, store, recordAudit, clock, log } = deps;

  function allow(actor: StoreActor): void {
    if (!mayDo(actor, 'manageStoreProfile')) throw new AppError('CONSOLE_ROLE_FORBIDDEN');
  }

  /** Removes files after their row is gone (or never came); a failure leaves orphans, logged, not an error. */
  async function discard(keys: string[]): Promise<void> {
    try {
      await store.remove(keys);
    } catch (error) {
      log.warn({ err: error, files: keys.length }, 'photo files not removed');
    }
  }

  return {
    async list(actor: StoreActor): Promise<StorePhotoDto[]> {
      allow(actor);
      const [rows, inUse] = await Promise.all([
        repository.photosOf(actor.businessId),
        repository.transaction((tx) => repository.photosInUse(tx, actor.businessId)),
      ]);
      return rows.map((row) => photoDto(row, inUse));
    },

    async upload(actor: StoreActor, bytes: Buffer): Promise<StorePhotoDto> {
      allow(actor);
      if (bytes.length > PHOTO_MAX_BYTES) throw new AppError('PHOTO_TOO_LARGE');
      const sourceType = photoTypeOf(bytes);
      if (!sourceType) throw new AppError('PHOTO_TYPE_UNSUPPORTED');
      const processed = await processPhoto(bytes, sourceType);
      const id = randomUUID();
      const storageKey = `${actor.businessId}/${id}`;
      const keys = processed.files.map((file) => fileKey(storageKey, file.width, file.format));
      try {
        await storing(() =>
          Promise.all(
            processed.files.map((file, index) =>
              store.put(keys[index] as string, file.bytes, photoMimeType(file.format)),
            ),
          ),
        );
        const at = new Date(clock());
        const row = await repository.transaction(async (tx) => {
          const inserted = await repository.insertPhoto(tx, {
            id,
            businessId: actor.businessId,
            storageKey,
            sourceType,
            sourceBytes: bytes.length,
            width: processed.width,
            height: processed.height,
            uploadedBy: actor.user.id,
            at,
          });
          await recordAudit(auditOf(actor, 'photo.upload', inserted, at), tx);
          return inserted;
        });
        return photoDto(row, new Set());
      } catch (error) {
        await discard(keys);
        throw error;
      }
    },

    /** Deletes the store's photo unless its catalog still shows it (A205); unknown is A204. */
    async remove(actor: StoreActor, photoId: string): Promise<void> {
      allow(actor);
      const at = new Date(clock());
      const row = await repository.transaction(async (tx) => {
        const found = await repository.lockPhoto(tx, actor.businessId, photoId);
        if (!found) throw new AppError('PHOTO_NOT_FOUND');
        if ((await repository.photosInUse(tx, actor.businessId, true)).has(found.id)) {
          throw new AppError('PHOTO_IN_USE');
        }
        await repository.deletePhoto(tx, found.id);
        await recordAudit(auditOf(actor, 'photo.delete', found, at), tx);
        return found;
      });
      await discard(allFileKeys(row.storageKey));
    },

    /**
     * The photo's file at `width` (750 when none is asked for) in the best format `accept` takes: AVIF, else
     * WebP, else the JPEG (or PNG) every browser shows. A204 for an unknown photo.
     */
    async served(photoId: string, width: PhotoWidth | undefined, accept: string | undefined) {
      const row = /^[0-9a-f-]{36}$/.test(photoId) ? await repository.photo(photoId) : null;
      if (!row) throw new AppError('PHOTO_NOT_FOUND');
      const servedWidth = width ?? PHOTO_DEFAULT_WIDTH;
      // Only AVIF and WebP are asked for by name; the fallback is whichever of JPEG and PNG was stored.
      const preferred = preferredPhotoFormat(accept, ['avif', 'webp', 'jpeg']);
      const candidates: PhotoFormat[] = preferred === 'jpeg' ? ['jpeg', 'png'] : [preferred];
      for (const format of candidates) {
        const bytes = await storing(() => store.get(fileKey(row.storageKey, servedWidth, format)));
        if (bytes) {
          const etag = `"${row.id}-${servedWidth}-${format}"`;
          return { bytes, contentType: photoMimeType(format), etag } satisfies ServedPhoto;
        }
      }
      throw new AppError('PHOTO_NOT_FOUND');
    },
  };
}

function auditOf(actor: StoreActor, action: string, row: PhotoRow, at: Date) {
  return {
    businessId: actor.businessId,
    actorKind: 'user' as const,
    actorUserId: actor.user.id,
    action,
    target: row.id,
    details: {
      width: row.width,
      height: row.height,
      sourceType: row.sourceType,
      sourceBytes: row.sourceBytes,
    },
    at,
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
