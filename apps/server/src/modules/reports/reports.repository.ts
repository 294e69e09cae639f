import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';

/** Which orders a report reads: one store's, placed in [start, end), in the store's time zone. */
export interface ReportWindow {
  businessId: string;
  start: number;
  end: number;
  timeZone: string;
}

export interface SalesRow {
  orders: number;
  gross: number;
  food: number;
  discounts: number;
  tax: number;
  tips: number;
  fees: number;
  refunds: number;
  refundedOrders: number;
}
export interface BucketRow {
  key: string;
  orders: number;
  net: number;
}
export interface ItemRow {
  commodityId: string | null;
  name: LocalizedText;
  quantity: number;
  revenue: number;
}
export interface CsvOrderRow {
  orderCode: string;
  createdAt: number;
  orderType: string;
  orderStatus: string;
  food: number;
  discounts: number;
  tax: number;
  fees: number;
  tips: number;
  total: number;
  refunded: number;
  items: number;
}

/**
 * The window's paid orders: those with a 'paid' step (written only once the whole total is paid), placed in
 * the window. Every report query starts from this, so they all count the same orders.
 */
function paidOrders(window: ReportWindow): SQL {
  return sql`select o.* from orders o
    where o.business_id = ${window.businessId}
      and o.created_at >= ${new Date(window.start).toISOString()}::timestamptz
      and o.created_at < ${new Date(window.end).toISOString()}::timestamptz
      and exists (select 1 from order_handle_times h where h.order_id = o.id and h.key = 'paid')`;
}

const int = (value: unknown): number => Number(value ?? 0);

/** Reads for the store's reports; every sum is done in PostgreSQL, local times `at time zone` the store's. */
export function createReportsRepository(db: Db) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return (await db.execute(query)).rows as T[];
  }

  /** Buckets of the window's orders by a local-time expression of `o.created_at`. */
  async function bucketsBy(window: ReportWindow, key: SQL): Promise<BucketRow[]> {
    const found = await rows<Record<string, unknown>>(sql`select ${key} as key, count(*) as orders,
        coalesce(sum(o.total_price - o.refunded_price), 0) as net
      from (${paidOrders(window)}) o group by 1 order by 1`);
    return found.map((row) => ({ key: String(row.key), orders: int(row.orders), net: int(row.net) }));
  }

  const local = (window: ReportWindow) => sql`(o.created_at at time zone ${window.timeZone})`;

  return {
    async timeZoneOf(businessId: string): Promise<string | null> {
      const [row] = await db
        .select({ timeZone: businesses.timeZone })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row?.timeZone ?? null;
    },

    async sales(window: ReportWindow): Promise<SalesRow> {
      const [row] = await rows<Record<string, unknown>>(sql`select count(*) as orders,
          sum(o.total_price) as gross, sum(o.commodities_price) as food, sum(o.discounted_price) as discounts,
          sum(o.excise_price) as tax, sum(o.tip_price) as tips,
          sum(o.service_price + o.delivery_price + o.small_order_extra_price) as fees,
          sum(o.refunded_price) as refunds, count(*) filter (where o.refunded_price > 0) as refunded_orders
        from (${paidOrders(window)}) o`);
      return {
        orders: int(row?.orders),
        gross: int(row?.gross),
        food: int(row?.food),
        discounts: int(row?.discounts),
        tax: int(row?.tax),
        tips: int(row?.tips),
        fees: int(row?.fees),
        refunds: int(row?.refunds),
        refundedOrders: int(row?.refunded_orders),
      };
    },

    byType: (window: ReportWindow) => bucketsBy(window, sql`o.order_type`),
    byHour: (window: ReportWindow) => bucketsBy(window, sql`extract(hour from ${local(window)})::int`),
    byDay: (window: ReportWindow) => bucketsBy(window, sql`to_char(${local(window)}, 'YYYY-MM-DD')`),

    /**
     * Every item sold, net of refunded units: revenue is the line's price with options, less its discount,
     * for the units kept. Lines of a deleted item group by name.
     */
    async items(window: ReportWindow): Promise<ItemRow[]> {
      const found = await rows<Record<string, unknown>>(sql`select
          (array_agg(l.commodity_id))[1] as commodity_id,
          (array_agg(l.name order by o.created_at desc))[1] as name,
          sum(l.bought_number - l.refunded_number) as quantity,
          sum(round(((l.price + l.add_price) * l.bought_number - l.discount_price)::numeric
            * (l.bought_number - l.refunded_number) / l.bought_number)) as revenue
        from (${paidOrders(window)}) o join order_lines l on l.order_id = o.id
        group by coalesce(l.commodity_id::text, l.name->>'en')`);
      return found.map((row) => ({
        commodityId: (row.commodity_id as string | null) ?? null,
        name: (typeof row.name === 'string' ? JSON.parse(row.name) : row.name) as LocalizedText,
        quantity: int(row.quantity),
        revenue: int(row.revenue),
      }));
    },

    /** Mean seconds from paid to food ready over the orders that reached ready; null when none did. */
    async averagePrepSeconds(window: ReportWindow): Promise<number | null> {
      const [row] = await rows<Record<string, unknown>>(sql`select avg(extract(epoch from (
            (select min(h.happened_at) from order_handle_times h where h.order_id = o.id and h.key = 'foodReady')
            - (select min(h.happened_at) from order_handle_times h where h.order_id = o.id and h.key = 'paid')
          ))) as seconds
        from (${paidOrders(window)}) o`);
      return row?.seconds === null || row?.seconds === undefined ? null : Math.round(Number(row.seconds));
    },

    async csvOrders(window: ReportWindow): Promise<CsvOrderRow[]> {
      const found = await rows<Record<string, unknown>>(sql`select o.order_code, o.created_at, o.order_type,
          o.order_status, o.commodities_price as food, o.discounted_price as discounts, o.excise_price as tax,
          o.service_price + o.delivery_price + o.small_order_extra_price as fees, o.tip_price as tips,
          o.total_price as total, o.refunded_price as refunded,
          (select coalesce(sum(l.bought_number), 0) from order_lines l where l.order_id = o.id) as items
        from (${paidOrders(window)}) o order by o.created_at, o.order_code`);
      return found.map((row) => ({
        orderCode: String(row.order_code),
        createdAt: new Date(row.created_at as string | Date).getTime(),
        orderType: String(row.order_type),
        orderStatus: String(row.order_status),
        food: int(row.food),
        discounts: int(row.discounts),
        tax: int(row.tax),
        fees: int(row.fees),
        tips: int(row.tips),
        total: int(row.total),
        refunded: int(row.refunded),
        items: int(row.items),
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
