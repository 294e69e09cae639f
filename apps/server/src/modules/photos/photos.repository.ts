import type { PhotoSourceType } from '@nearbite/domain/photo-rules';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import { commodities } from '../../db/schema/commodities.js';
import { storePhotos } from '../../db/schema/photos.js';

export type PhotoRow = typeof storePhotos.$inferSelect;

/** A photo's id in a catalog URL (`/apis/v1/images/photo/<id>`, with or without `?w=`). */
const PHOTO_URL_ID = /\/images\/photo\/([0-9a-f-]{36})/g;

function photoIdsIn(values: ReadonlyArray<string | null | undefined>, into: Set<string>): void {
  for (const value of values) {
    for (const match of value?.matchAll(PHOTO_URL_ID) ?? []) if (match[1]) into.add(match[1]);
  }
}

/** A store's uploaded photos, and the catalog columns that show them. */
export function createPhotosRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The store's photos, newest first. */
    async photosOf(businessId: string): Promise<PhotoRow[]> {
      return db
        .select()
        .from(storePhotos)
        .where(eq(storePhotos.businessId, businessId))
        .orderBy(desc(storePhotos.createdAt), desc(storePhotos.id));
    },

    /** Any store's photo by id (serving is public); null for an unknown one. */
    async photo(photoId: string): Promise<PhotoRow | null> {
      const [row] = await db.select().from(storePhotos).where(eq(storePhotos.id, photoId));
      return row ?? null;
    },

    async insertPhoto(
      tx: Db,
      values: {
        id: string;
        businessId: string;
        storageKey: string;
        sourceType: PhotoSourceType;
        sourceBytes: number;
        width: number;
        height: number;
        uploadedBy: string;
        at: Date;
      },
    ): Promise<PhotoRow> {
      const { at, ...columns } = values;
      const [row] = await tx
        .insert(storePhotos)
        .values({ ...columns, createdAt: at })
        .returning();
      if (!row) throw new Error('photo insert returned no row');
      return row;
    },

    /** The store's photo locked for deleting; null when it has none by that id. */
    async lockPhoto(tx: Db, businessId: string, photoId: string): Promise<PhotoRow | null> {
      const [row] = await tx
        .select()
        .from(storePhotos)
        .where(and(eq(storePhotos.id, photoId), eq(storePhotos.businessId, businessId)))
        .for('update');
      return row ?? null;
    },

    async deletePhoto(tx: Db, photoId: string): Promise<void> {
      await tx.delete(storePhotos).where(eq(storePhotos.id, photoId));
    },

    /**
     * The ids of the photos the store's catalog shows: its logo and images, and its items' pictures and
     * thumbnails. With `lock`, the store's row is locked in `tx`, so a profile saved meanwhile (an update of
     * that row) waits for the delete to finish.
     */
    async photosInUse(tx: Db, businessId: string, lock = false): Promise<Set<string>> {
      const storeQuery = tx
        .select({ logo: businesses.logo, images: businesses.images })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      const [store] = lock ? await storeQuery.for('update') : await storeQuery;
      const items = await tx
        .select({ images: commodities.images, thumbnail: commodities.thumbnail })
        .from(commodities)
        .where(eq(commodities.businessId, businessId));
      const ids = new Set<string>();
      photoIdsIn([store?.logo, ...(store?.images ?? [])], ids);
      for (const item of items) photoIdsIn([item.thumbnail, ...item.images], ids);
      return ids;
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
