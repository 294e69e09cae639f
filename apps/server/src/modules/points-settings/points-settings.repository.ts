import {
  DEFAULT_POINTS_PER_DOLLAR,
  type ExchangeTier,
  type PointsTextKey,
} from '@nearbite/domain/points-settings';
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

/** The rules with the programme pages' explanation texts (null: none written). */
export type StoredPointsSettings = StoredPointsRules &
  Record<PointsTextKey, { en: string; zh: string } | null>;

/** The points_programmes row of a store, with the businesses row's on/off switch. */
export function createPointsSettingsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The store's rules (its row locked until the transaction ends when `lock`); null: no such store. */
    async read(businessId: string, tx: Db = db, lock = false): Promise<StoredPointsSettings | null> {
      const query = tx
        .select({
          pointsStatus: businesses.pointsStatus,
          pointsPerDollar: pointsProgrammes.pointsPerDollar,
          isDouble: pointsProgrammes.isDouble,
          pointsValidityDays: pointsProgrammes.pointsValidityDays,
          maxExchangesPerOrder: pointsProgrammes.maxExchangesPerOrder,
          exchangeTiers: pointsProgrammes.commodityExchangeTiers,
          pointsExplain: pointsProgrammes.pointsExplain,
          learnMoreGainPointsRules: pointsProgrammes.learnMoreGainPointsRules,
          learnMoreConsumePointsRules: pointsProgrammes.learnMoreConsumePointsRules,
          learnMoreOtherExplain: pointsProgrammes.learnMoreOtherExplain,
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
        pointsExplain: row.pointsExplain ?? null,
        learnMoreGainPointsRules: row.learnMoreGainPointsRules ?? null,
        learnMoreConsumePointsRules: row.learnMoreConsumePointsRules ?? null,
        learnMoreOtherExplain: row.learnMoreOtherExplain ?? null,
      };
    },

    async write(tx: Db, businessId: string, rules: Omit<StoredPointsSettings, 'enabled'>, at: Date) {
      const values = {
        pointsPerDollar: rules.pointsPerDollar,
        isDouble: rules.isDouble,
        pointsValidityDays: rules.pointsValidityDays,
        maxExchangesPerOrder: rules.maxExchangesPerOrder,
        commodityExchangeTiers: rules.exchangeTiers,
        pointsExplain: rules.pointsExplain,
        learnMoreGainPointsRules: rules.learnMoreGainPointsRules,
        learnMoreConsumePointsRules: rules.learnMoreConsumePointsRules,
        learnMoreOtherExplain: rules.learnMoreOtherExplain,
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
