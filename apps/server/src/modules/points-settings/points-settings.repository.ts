import { DEFAULT_POINTS_PER_DOLLAR, type ExchangeTier } from '@nearbite/domain/points-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import { pointsProgrammes } from '../../db/schema/points.js';

/** A store's points rules as stored; a store that never set them has the programme's defaults. */
export interface StoredPointsRules {
  pointsPerDollar: number;
  isDouble: boolean;
  pointsValidityDays: number | null;
  maxExchangesPerOrder: number | null;
  exchangeTiers: ExchangeTier[];
  enabled: boolean;
}

/** The points_programmes row of a store, with the businesses row's on/off switch. */
export function createPointsSettingsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The store's rules (its row locked until the transaction ends when `lock`); null: no such store. */
    async read(businessId: string, tx: Db = db, lock = false): Promise<StoredPointsRules | null> {
      const query = tx
        .select({
          pointsStatus: businesses.pointsStatus,
          pointsPerDollar: pointsProgrammes.pointsPerDollar,
          isDouble: pointsProgrammes.isDouble,
          pointsValidityDays: pointsProgrammes.pointsValidityDays,
          maxExchangesPerOrder: pointsProgrammes.maxExchangesPerOrder,
          exchangeTiers: pointsProgrammes.commodityExchangeTiers,
        })
        .from(businesses)
        .leftJoin(pointsProgrammes, eq(pointsProgrammes.businessId, businesses.id))
        .where(eq(businesses.id, businessId));
      const [row] = lock ? await query.for('update', { of: businesses }) : await query;
      if (!row) return null;
      return {
        pointsPerDollar: row.pointsPerDollar ?? DEFAULT_POINTS_PER_DOLLAR,
        isDouble: row.isDouble ?? false,
        pointsValidityDays: row.pointsValidityDays,
        maxExchangesPerOrder: row.maxExchangesPerOrder,
        exchangeTiers: row.exchangeTiers ?? [],
        enabled: row.pointsStatus === 'active',
      };
    },

    async write(tx: Db, businessId: string, rules: Omit<StoredPointsRules, 'enabled'>, at: Date) {
      const values = {
        pointsPerDollar: rules.pointsPerDollar,
        isDouble: rules.isDouble,
        pointsValidityDays: rules.pointsValidityDays,
        maxExchangesPerOrder: rules.maxExchangesPerOrder,
        commodityExchangeTiers: rules.exchangeTiers,
        updatedAt: at,
      };
      await tx
        .insert(pointsProgrammes)
        .values({ businessId, ...values })
        .onConflictDoUpdate({ target: pointsProgrammes.businessId, set: values });
    },
  };
}

export type PointsSettingsRepository = ReturnType<typeof createPointsSettingsRepository>;
