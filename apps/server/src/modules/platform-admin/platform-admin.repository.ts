import type { DeliverySettings } from '@nearbite/domain/money-settings-rules';
import type { WeeklyOpenHours } from '@nearbite/domain/store-status';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deliveryPricedOf, pickupAddressCountOf } from '../../db/ordering-facts.js';
import {
  businessCategories,
  businessCategoryLinks,
  businesses,
  deliveryConfigs,
} from '../../db/schema/catalog.js';
import type { LocalizedText, OrderType } from '../../db/schema/columns.js';
import { commodities } from '../../db/schema/commodities.js';
import { areas } from '../../db/schema/platform.js';
import { storeStaff } from '../../db/schema/staff.js';
import { standardDeliveryValues } from '../money-settings/money-settings.repository.js';

export type AreaRow = typeof areas.$inferSelect & { storeCount: number };
export type AreaWrite = Omit<typeof areas.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CategoryRow = { id: string; name: LocalizedText; sortOrder: number; storeCount: number };

export interface StoreListRow {
  id: string;
  name: LocalizedText;
  status: 'online' | 'offline';
  areaId: string | null;
  areaName: LocalizedText | null;
  fullAddress: string;
  ownerPhones: string[];
  createdAt: Date;
}

export interface NewStore {
  name: LocalizedText;
  areaId: string;
  fullAddress: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  timeZone: string;
  openHours: WeeklyOpenHours;
  diningTypes: OrderType[];
  prepareFoodTimeSeconds: number;
  at: Date;
}

/** What decides whether a store may open to diners. */
export interface OpeningFacts {
  status: 'online' | 'offline';
  diningTypes: string[];
  openHours: WeeklyOpenHours;
  itemsOnSale: number;
  hasCoordinates: boolean;
  deliveryPriced: boolean;
  pickupAddresses: number;
}

const storeCountOfArea = sql<number>`(select count(*)::int from ${businesses} b where b.area_id = ${areas.id})`;
const storeCountOfCategory = sql<number>`(select count(*)::int from ${businessCategoryLinks} l where l.category_id = ${businessCategories.id})`;
const ownerPhonesOf = sql<
  string[]
>`coalesce((select array_agg(s.phone_number order by s.created_at) from ${storeStaff} s where s.business_id = ${businesses.id} and s.role = 'owner' and s.revoked_at is null), '{}')`;

/** Areas, the platform's store list, store creation, business categories and a store's opening. */
export function createPlatformAdminRepository(db: Db) {
  const areaColumns = { ...areaFields(), storeCount: storeCountOfArea };
  // The platform's store list and a store just created answer the same row.
  const storeColumns = {
    id: businesses.id,
    name: businesses.name,
    status: businesses.status,
    areaId: businesses.areaId,
    areaName: areas.name,
    fullAddress: businesses.fullAddress,
    ownerPhones: ownerPhonesOf,
    createdAt: businesses.createdAt,
  };
  const categoryColumns = {
    id: businessCategories.id,
    name: businessCategories.name,
    sortOrder: businessCategories.sortOrder,
    storeCount: storeCountOfCategory,
  };

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async areas(): Promise<AreaRow[]> {
      return db
        .select(areaColumns)
        .from(areas)
        .orderBy(asc(sql`${areas.name} ->> 'en'`));
    },

    async areaById(areaId: string, tx: Db = db): Promise<AreaRow | null> {
      const [row] = await tx.select(areaColumns).from(areas).where(eq(areas.id, areaId));
      return row ?? null;
    },

    async insertArea(tx: Db, values: AreaWrite): Promise<string> {
      const [row] = await tx.insert(areas).values(values).returning({ id: areas.id });
      if (!row) throw new Error('area insert returned nothing');
      return row.id;
    },

    /** False when the area does not exist. */
    async updateArea(tx: Db, areaId: string, values: AreaWrite, at: Date): Promise<boolean> {
      const rows = await tx
        .update(areas)
        .set({ ...values, updatedAt: at })
        .where(eq(areas.id, areaId))
        .returning({ id: areas.id });
      return rows.length > 0;
    },

    /** A page of every store, newest first, matching `query` in either language's name or the address. */
    async storesPage(
      query: string | null,
      offset: number,
      limit: number,
    ): Promise<{ rows: StoreListRow[]; total: number }> {
      const pattern = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern
        ? sql`(${businesses.searchName} ilike ${pattern} or ${businesses.fullAddress} ilike ${pattern})`
        : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select(storeColumns)
          .from(businesses)
          .leftJoin(areas, eq(areas.id, businesses.areaId))
          .where(where)
          .orderBy(sql`${businesses.createdAt} desc, ${businesses.id}`)
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(businesses).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async storeById(businessId: string, tx: Db = db): Promise<StoreListRow | null> {
      const [row] = await tx
        .select(storeColumns)
        .from(businesses)
        .leftJoin(areas, eq(areas.id, businesses.areaId))
        .where(eq(businesses.id, businessId));
      return row ?? null;
    },

    /** Inserts the store offline; its categories are linked by `linkCategories`. */
    /** The store's standard delivery fee rule, copied from its area's default. */
    async insertStandardDelivery(tx: Db, businessId: string, rule: DeliverySettings): Promise<void> {
      await tx
        .insert(deliveryConfigs)
        .values({ businessId, kind: 'standard', ...standardDeliveryValues(rule) });
    },

    async insertStore(tx: Db, store: NewStore): Promise<string> {
      const [row] = await tx
        .insert(businesses)
        .values({
          name: store.name,
          areaId: store.areaId,
          status: 'offline',
          fullAddress: store.fullAddress,
          postalCode: store.postalCode,
          latitude: store.latitude,
          longitude: store.longitude,
          timeZone: store.timeZone,
          openHours: store.openHours.map((day) =>
            day.map(([start, end]) => [start, end] as [number, number]),
          ),
          diningTypes: store.diningTypes,
          prepareFoodTimeSeconds: store.prepareFoodTimeSeconds,
          createdAt: store.at,
          updatedAt: store.at,
        })
        .returning({ id: businesses.id });
      if (!row) throw new Error('store insert returned nothing');
      return row.id;
    },

    /** Links the store to the categories that exist among `categoryIds`; answers how many were linked. */
    async linkCategories(tx: Db, businessId: string, categoryIds: readonly string[]): Promise<number> {
      if (categoryIds.length === 0) return 0;
      const known = await tx
        .select({ id: businessCategories.id })
        .from(businessCategories)
        .where(sql`${businessCategories.id} in ${categoryIds}`);
      if (known.length === 0) return 0;
      await tx
        .insert(businessCategoryLinks)
        .values(known.map((category) => ({ businessId, categoryId: category.id })))
        .onConflictDoNothing();
      return known.length;
    },

    async categories(): Promise<CategoryRow[]> {
      return db
        .select(categoryColumns)
        .from(businessCategories)
        .orderBy(asc(businessCategories.sortOrder), asc(sql`${businessCategories.name} ->> 'en'`));
    },

    async categoryById(categoryId: string, tx: Db = db): Promise<CategoryRow | null> {
      const [row] = await tx
        .select(categoryColumns)
        .from(businessCategories)
        .where(eq(businessCategories.id, categoryId));
      return row ?? null;
    },

    /** Whether another category has this English or Chinese name, compared without case. */
    async categoryNameTaken(tx: Db, name: LocalizedText, exceptId: string | null): Promise<boolean> {
      const [row] = await tx
        .select({ id: businessCategories.id })
        .from(businessCategories)
        .where(
          and(
            sql`(lower(${businessCategories.name} ->> 'en') = lower(${name.en}) or lower(${businessCategories.name} ->> 'zh') = lower(${name.zh}))`,
            exceptId ? sql`${businessCategories.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertCategory(tx: Db, name: LocalizedText, sortOrder: number | null): Promise<string> {
      const order =
        sortOrder ??
        sql`(select coalesce(max(${businessCategories.sortOrder}), 0) + 1 from ${businessCategories})`;
      const [row] = await tx
        .insert(businessCategories)
        .values({ name, sortOrder: order })
        .returning({ id: businessCategories.id });
      if (!row) throw new Error('category insert returned nothing');
      return row.id;
    },

    async updateCategory(
      tx: Db,
      categoryId: string,
      name: LocalizedText,
      sortOrder: number | null,
    ): Promise<boolean> {
      const rows = await tx
        .update(businessCategories)
        .set(sortOrder === null ? { name } : { name, sortOrder })
        .where(eq(businessCategories.id, categoryId))
        .returning({ id: businessCategories.id });
      return rows.length > 0;
    },

    /** Deletes the category unless a store is linked to it: 'removed', 'inUse' or 'missing'. */
    async deleteUnusedCategory(tx: Db, categoryId: string): Promise<'removed' | 'inUse' | 'missing'> {
      const [locked] = await tx
        .select({ id: businessCategories.id })
        .from(businessCategories)
        .where(eq(businessCategories.id, categoryId))
        .for('update');
      if (!locked) return 'missing';
      const [link] = await tx
        .select({ id: businessCategoryLinks.businessId })
        .from(businessCategoryLinks)
        .where(eq(businessCategoryLinks.categoryId, categoryId))
        .limit(1);
      if (link) return 'inUse';
      await tx.delete(businessCategories).where(eq(businessCategories.id, categoryId));
      return 'removed';
    },

    /** The store's row locked for the change of its status, with what decides whether it may open. */
    async lockOpeningFacts(tx: Db, businessId: string): Promise<OpeningFacts | null> {
      const [row] = await tx
        .select({
          status: businesses.status,
          diningTypes: businesses.diningTypes,
          openHours: businesses.openHours,
          hasCoordinates: sql<boolean>`${businesses.latitude} is not null and ${businesses.longitude} is not null`,
          deliveryPriced: deliveryPricedOf(businessId),
          pickupAddresses: pickupAddressCountOf(businessId),
        })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
      if (!row) return null;
      const [items] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(commodities)
        .where(and(eq(commodities.businessId, businessId), eq(commodities.isAvailable, true)));
      return { ...row, itemsOnSale: items?.count ?? 0 };
    },

    async setStatus(tx: Db, businessId: string, status: 'online' | 'offline', at: Date): Promise<void> {
      await tx.update(businesses).set({ status, updatedAt: at }).where(eq(businesses.id, businessId));
    },
  };
}

function areaFields() {
  return {
    id: areas.id,
    name: areas.name,
    status: areas.status,
    timeZone: areas.timeZone,
    contactPhoneNumber: areas.contactPhoneNumber,
    instagramAccount: areas.instagramAccount,
    instagramUrl: areas.instagramUrl,
    serviceTimeStartMs: areas.serviceTimeStartMs,
    serviceTimeEndMs: areas.serviceTimeEndMs,
    defaultDelivery: areas.defaultDelivery,
    createdAt: areas.createdAt,
    updatedAt: areas.updatedAt,
  };
}

export type PlatformAdminRepository = ReturnType<typeof createPlatformAdminRepository>;
