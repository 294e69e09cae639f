import { ORDER_TYPES } from '@nearbite/domain/order-type';
import { REPORT_PERIOD_NAMES } from '@nearbite/domain/report-periods';
import { z } from 'zod';
import { epochMsSchema, text } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * A store's reports in the console (owners, managers and platform admins: readReports). A period is whole
 * local days of the store's time zone; orders count by the time they were placed, and only orders that were
 * paid. Money is integer cents. Dates are YYYY-MM-DD in the store's zone. See docs/decisions/reports.md.
 */

/** `range` needs `from` and `to` (inclusive, at most 92 days); the named periods ignore them. */
export const reportQuerySchema = z
  .object({
    period: z.enum(REPORT_PERIOD_NAMES).default('today'),
    from: text().max(10).optional(),
    to: text().max(10).optional(),
  })
  .strict();

const count = z.number().int().nonnegative();
const cents = z.number().int();

export const reportPeriodSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    start: epochMsSchema,
    end: epochMsSchema,
    timeZone: z.string(),
  })
  .meta({ id: 'ReportPeriod' });

/** The paid orders' money: gross is what diners paid for them, net is gross less refunds. */
export const reportSalesSchema = z
  .object({
    orders: count,
    gross: cents,
    food: cents,
    discounts: cents,
    tax: cents,
    tips: cents,
    /** Service fees, delivery fees and small-order fees. */
    fees: cents,
    refunds: cents,
    net: cents,
    /** Net per order, rounded to the cent; 0 without orders. */
    averageOrder: cents,
  })
  .meta({ id: 'ReportSales' });

export const reportTopItemSchema = z
  .object({
    commodityId: z.string().nullable(),
    name: z.object({ en: z.string(), zh: z.string() }),
    quantity: count,
    revenue: cents,
  })
  .meta({ id: 'ReportTopItem' });

export const storeReportSchema = z
  .object({
    period: reportPeriodSchema,
    sales: reportSalesSchema,
    byType: z.array(z.object({ orderType: z.enum(ORDER_TYPES), orders: count, net: cents })),
    /** 24 buckets, local hour 0 … 23. */
    byHour: z.array(z.object({ hour: z.number().int().min(0).max(23), orders: count, net: cents })),
    /** Every day of the period, first to last. */
    byDay: z.array(z.object({ date: z.string(), orders: count, net: cents })),
    topByQuantity: z.array(reportTopItemSchema),
    topByRevenue: z.array(reportTopItemSchema),
    refunds: z.object({ orders: count, amount: cents }),
    /** Paid → food ready, over the orders that reached ready; null when none did. */
    averagePrepSeconds: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'StoreReport' });

export const consoleReportRoutes = {
  report: {
    method: 'GET',
    url: '/console/stores/:businessId/reports',
    params: consoleStoreParams,
    querystring: reportQuerySchema,
    response: storeReportSchema,
  },
  /** The period's paid orders as CSV, one row per order (columns in docs/decisions/reports.md). */
  ordersCsv: {
    method: 'GET',
    url: '/console/stores/:businessId/reports/orders-csv',
    params: consoleStoreParams,
    querystring: reportQuerySchema,
    response: z.object({ fileName: z.string(), csv: z.string() }),
  },
} as const;

export type StoreReportDto = z.infer<typeof storeReportSchema>;
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export type ReportTopItemDto = z.infer<typeof reportTopItemSchema>;
