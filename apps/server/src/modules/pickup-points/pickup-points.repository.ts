import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { nearestFirst } from '../../db/geo.js';
import { selfPickupPointBusinesses, selfPickupPoints } from '../../db/schema/account.js';
import { businesses } from '../../db/schema/catalog.js';
import { appConfigs } from '../../db/schema/platform.js';

export type HostRow = typeof selfPickupPoints.$inferSelect;
export type HostBusinessRow = Pick<
  typeof businesses.$inferSelect,
  'id' | 'status' | 'timeZone' | 'reserveDay' | 'spacTimeMinutes'
>;

/** The app_configs key of the platform's self-pickup settings. */
export const SELF_PICKUP_POINT_CONFIG_KEY = 'selfPickupPoint';

/** `%keywords%` for ILIKE, with the pattern characters of the keywords taken literally. */
const containsPattern = (keywords: string): string => `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Hosts serving a store, nearest first, and the platform's self-pickup settings. */
export function createPickupPointsRepository(db: Db) {
  return {
    async business(businessId: string): Promise<HostBusinessRow | null> {
      const [row] = await db
        .select({
          id: businesses.id,
          status: businesses.status,
          timeZone: businesses.timeZone,
          reserveDay: businesses.reserveDay,
          spacTimeMinutes: businesses.spacTimeMinutes,
        })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .limit(1);
      return row ?? null;
    },

    /** Active hosts linked to the store, nearest to the point first. */
    async hostsServing(
      businessId: string,
      point: { latitude: number; longitude: number },
      keywords: string | null,
      limit: number,
    ): Promise<HostRow[]> {
      const pattern = keywords ? containsPattern(keywords) : null;
      const rows = await db
        .select({ host: selfPickupPoints })
        .from(selfPickupPoints)
        .innerJoin(
          selfPickupPointBusinesses,
          eq(selfPickupPointBusinesses.selfPickupPointId, selfPickupPoints.id),
        )
        .where(
          and(
            eq(selfPickupPointBusinesses.businessId, businessId),
            eq(selfPickupPoints.status, 'active'),
            pattern
              ? or(
                  ilike(sql`${selfPickupPoints.name} ->> 'en'`, pattern),
                  ilike(sql`${selfPickupPoints.name} ->> 'zh'`, pattern),
                  ilike(selfPickupPoints.fullAddress, pattern),
                )
              : undefined,
          ),
        )
        .orderBy(nearestFirst(selfPickupPoints, point.latitude, point.longitude), selfPickupPoints.id)
        .limit(limit);
      return rows.map((row) => row.host);
    },

    /** The stored settings document, or null when the operator has saved none. */
    async selfPickupPointConfig(): Promise<unknown> {
      const [row] = await db
        .select({ value: appConfigs.value })
        .from(appConfigs)
        .where(eq(appConfigs.key, SELF_PICKUP_POINT_CONFIG_KEY))
        .limit(1);
      return row?.value ?? null;
    },
  };
}

export type PickupPointsRepository = ReturnType<typeof createPickupPointsRepository>;
