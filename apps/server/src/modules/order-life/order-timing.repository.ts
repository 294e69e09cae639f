import { DEFAULT_AUTO_ACCEPT_MINUTES } from '@nearbite/domain/store-operations';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxEvents, users } from '../../db/schema/auth.js';
import { businesses } from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { orders } from '../../db/schema/orders.js';
import { storeOrderSettings } from '../../db/schema/store-operations.js';

/** How the store's board accepts orders; a store without a settings row has the defaults. */
export interface AcceptSettings {
  autoAccept: boolean;
  autoAcceptMinutes: number;
  busyExtraMinutes: number;
  autoPrint: boolean;
}

const DEFAULT_SETTINGS: AcceptSettings = {
  autoAccept: false,
  autoAcceptMinutes: DEFAULT_AUTO_ACCEPT_MINUTES,
  busyExtraMinutes: 0,
  autoPrint: false,
};

/** Who to tell about a delayed order, and what to name: the store and its clock. */
export interface DelayNoticeTarget {
  orderCode: string;
  storeName: LocalizedText;
  timeZone: string;
  /** The order's contact phone, else the diner's account phone (10 digits). */
  phoneNumber: string;
}

/** When an order's food should be ready: accepting sets it, a delay moves it (inside the order's lock). */
export function createOrderTimingQueries(db: Db) {
  return {
    async acceptSettings(businessId: string): Promise<AcceptSettings> {
      const [row] = await db
        .select({
          autoAccept: storeOrderSettings.autoAccept,
          autoAcceptMinutes: storeOrderSettings.autoAcceptMinutes,
          busyExtraMinutes: storeOrderSettings.busyExtraMinutes,
          autoPrint: storeOrderSettings.autoPrint,
        })
        .from(storeOrderSettings)
        .where(eq(storeOrderSettings.businessId, businessId));
      return row ?? DEFAULT_SETTINGS;
    },

    async setExpectedReadyTime(orderId: string, readyAt: Date): Promise<void> {
      await db.update(orders).set({ expectedFoodReadyTime: readyAt }).where(eq(orders.id, orderId));
    },

    /** Adds minutes to the order's delay and its ready time; answers the new ready time. */
    async addDelay(orderId: string, minutes: number, at: Date): Promise<Date | null> {
      const [row] = await db
        .update(orders)
        .set({
          delayMinutes: sql`${orders.delayMinutes} + ${minutes}::int`,
          expectedFoodReadyTime: sql`coalesce(${orders.expectedFoodReadyTime}, ${at}::timestamptz) + make_interval(mins => ${minutes}::int)`,
          updatedAt: at,
        })
        .where(eq(orders.id, orderId))
        .returning({ readyAt: orders.expectedFoodReadyTime });
      return row?.readyAt ?? null;
    },

    async delayNoticeTarget(orderId: string): Promise<DelayNoticeTarget | null> {
      const [row] = await db
        .select({
          orderCode: orders.orderCode,
          storeName: businesses.name,
          timeZone: businesses.timeZone,
          phoneNumber: sql<string>`coalesce(${orders.contactPhone}, ${users.phoneNumber})`,
        })
        .from(orders)
        .innerJoin(businesses, eq(businesses.id, orders.businessId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    /**
     * Queues a side effect (a text, a kitchen ticket) in the change's transaction, due at `at` by the
     * server's clock, so it happens only if the change commits.
     */
    async enqueue(kind: string, payload: unknown, at: Date): Promise<void> {
      await db.insert(outboxEvents).values({ kind, payload: JSON.stringify(payload), availableAt: at });
    },
  };
}
