import type { MoneySettings } from '@nearbite/domain/money-settings-rules';
import type { OrderType } from '@nearbite/domain/order-type';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses, deliveryConfigs } from '../../db/schema/catalog.js';

/** A store's money settings as stored, with the order types it offers. */
export interface StoredMoneySettings {
  settings: MoneySettings;
  diningTypes: OrderType[];
}

type ConfigRow = typeof deliveryConfigs.$inferSelect;

function standardOf(row: ConfigRow | undefined): MoneySettings['delivery'] {
  if (!row) return null;
  return {
    basePrice: row.basePrice,
    baseDistanceMiles: row.baseDistanceMiles,
    extraDeliveryPrices: row.extraDeliveryPrices,
    maxDistanceMiles: row.maxDistanceMiles,
    minCommoditiesPrice: row.minCommoditiesPrice,
    smallOrderExtraPrice: row.smallOrderExtraPrice,
    deliveryFeeShares: row.deliveryFeeShares,
    deliveryDates: row.deliveryDates,
  };
}

/** A standard delivery rule as its delivery_configs row stores it (a store's own, or one copied from its area). */
export function standardDeliveryValues(delivery: NonNullable<MoneySettings['delivery']>) {
  return {
    ...delivery,
    extraDeliveryPrices: [...delivery.extraDeliveryPrices],
    deliveryFeeShares: [...delivery.deliveryFeeShares],
    deliveryDates: delivery.deliveryDates && [...delivery.deliveryDates],
    // The column has no null: a minimum of 0 is no minimum, as every subtotal reaches it.
    minCommoditiesPrice: delivery.minCommoditiesPrice ?? 0,
  };
}

/** Tax, fees and tips on the businesses row; delivery fee rules in delivery_configs (standard, doordash). */
export function createMoneySettingsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The store's settings (its row locked until the transaction ends when `lock`); null: no such store. */
    async read(businessId: string, tx: Db = db, lock = false): Promise<StoredMoneySettings | null> {
      const query = tx
        .select({
          taxRateMillionths: businesses.taxRateMillionths,
          noTaxOnPickupOrders: businesses.noTaxOnPickupOrders,
          servicePrices: businesses.servicePrices,
          tipConfig: businesses.tipConfig,
          customizedTipDisabled: businesses.customizedTipDisabled,
          tipDisabledForOnline: businesses.tipDisabledForOnline,
          deliveryCarrier: businesses.deliveryCarrier,
          diningTypes: businesses.diningTypes,
        })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      const [row] = lock ? await query.for('update') : await query;
      if (!row) return null;
      const configs = await tx
        .select()
        .from(deliveryConfigs)
        .where(eq(deliveryConfigs.businessId, businessId));
      const doordash = configs.find((config) => config.kind === 'doordash');
      const { diningTypes, ...business } = row;
      return {
        diningTypes,
        settings: {
          ...business,
          delivery: standardOf(configs.find((config) => config.kind === 'standard')),
          doordash: doordash
            ? { basePrice: doordash.basePrice, deliveryFeeShares: doordash.deliveryFeeShares }
            : null,
        },
      };
    },

    /** Writes every setting; a delivery rule set to null is removed. The rules' origins stay as they were. */
    async write(tx: Db, businessId: string, settings: MoneySettings, at: Date): Promise<void> {
      const { delivery, doordash, ...business } = settings;
      await tx
        .update(businesses)
        .set({
          ...business,
          servicePrices: [...business.servicePrices],
          tipConfig: business.tipConfig && {
            percentages: [...business.tipConfig.percentages],
            fixedAmounts: [...business.tipConfig.fixedAmounts],
            thresholdPrice: business.tipConfig.thresholdPrice,
          },
          updatedAt: at,
        })
        .where(eq(businesses.id, businessId));
      const standard = delivery && standardDeliveryValues(delivery);
      const thirdParty = doordash && {
        basePrice: doordash.basePrice,
        deliveryFeeShares: [...doordash.deliveryFeeShares],
      };
      await writeConfig(tx, businessId, 'standard', standard, at);
      await writeConfig(tx, businessId, 'doordash', thirdParty, at);
    },
  };
}

async function writeConfig(
  tx: Db,
  businessId: string,
  kind: ConfigRow['kind'],
  values: Partial<Omit<ConfigRow, 'businessId' | 'kind' | 'updatedAt'>> | null,
  at: Date,
): Promise<void> {
  const where = and(eq(deliveryConfigs.businessId, businessId), eq(deliveryConfigs.kind, kind));
  if (values === null) {
    await tx.delete(deliveryConfigs).where(where);
    return;
  }
  await tx
    .insert(deliveryConfigs)
    .values({ basePrice: 0, ...values, businessId, kind, updatedAt: at })
    .onConflictDoUpdate({
      target: [deliveryConfigs.businessId, deliveryConfigs.kind],
      set: { ...values, updatedAt: at },
    });
}

export type MoneySettingsRepository = ReturnType<typeof createMoneySettingsRepository>;
