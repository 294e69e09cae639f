import type { ReportQuery, StoreReportDto } from '@nearbite/contract/console-reports';
import type { OrderType } from '@nearbite/domain/order-type';
import {
  REPORT_HOURS,
  REPORT_TOP_ITEMS,
  type ReportPeriod,
  reportDatesOf,
  reportPeriodOf,
} from '@nearbite/domain/report-periods';
import { isoDateOf } from '@nearbite/domain/zoned-time';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { StoreActor } from '../console/console.service.js';
import type { BucketRow, ItemRow, ReportsRepository, ReportWindow } from './reports.repository.js';
import { writeOrdersCsv } from './reports-csv.js';

/** Each period day (or hour) with its bucket, zero when no order fell in it. */
function filled<K extends string | number>(keys: readonly K[], rows: BucketRow[]) {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(String(key));
    return { key, orders: row?.orders ?? 0, net: row?.net ?? 0 };
  });
}

const topBy = (items: ItemRow[], first: 'quantity' | 'revenue', second: 'quantity' | 'revenue') =>
  [...items]
    .filter((item) => item.quantity > 0)
    .sort((a, b) => b[first] - a[first] || b[second] - a[second] || a.name.en.localeCompare(b.name.en))
    .slice(0, REPORT_TOP_ITEMS);

/** The store's reports: a period of whole local days, read from the paid orders placed in it. */
export function createReportsService(deps: { repository: ReportsRepository; clock: Clock }) {
  const { repository, clock } = deps;

  async function windowOf(actor: StoreActor, query: ReportQuery) {
    const timeZone = await repository.timeZoneOf(actor.businessId);
    if (!timeZone) throw new AppError('STORE_NOT_FOUND');
    const period = reportPeriodOf(timeZone, clock(), query);
    if (period === 'rangeInvalid') throw new AppError('REPORT_RANGE_INVALID');
    if (period === 'rangeTooLong') throw new AppError('REPORT_RANGE_TOO_LONG');
    const window: ReportWindow = {
      businessId: actor.businessId,
      start: period.start,
      end: period.end,
      timeZone,
    };
    return { period, window };
  }

  const periodDto = (period: ReportPeriod, timeZone: string) => ({
    from: isoDateOf(period.firstDay),
    to: isoDateOf(period.lastDay),
    start: period.start,
    end: period.end,
    timeZone,
  });

  return {
    async report(actor: StoreActor, query: ReportQuery): Promise<StoreReportDto> {
      const { period, window } = await windowOf(actor, query);
      // One connection at a time: the reads are small and PGlite serialises them anyway.
      const sales = await repository.sales(window);
      const byType = await repository.byType(window);
      const byHour = await repository.byHour(window);
      const byDay = await repository.byDay(window);
      const items = await repository.items(window);
      const averagePrepSeconds = await repository.averagePrepSeconds(window);
      const net = sales.gross - sales.refunds;
      return {
        period: periodDto(period, window.timeZone),
        sales: {
          orders: sales.orders,
          gross: sales.gross,
          food: sales.food,
          discounts: sales.discounts,
          tax: sales.tax,
          tips: sales.tips,
          fees: sales.fees,
          refunds: sales.refunds,
          net,
          averageOrder: sales.orders === 0 ? 0 : Math.round(net / sales.orders),
        },
        byType: byType.map((row) => ({ orderType: row.key as OrderType, orders: row.orders, net: row.net })),
        byHour: filled(REPORT_HOURS, byHour).map(({ key, ...rest }) => ({ hour: key, ...rest })),
        byDay: filled(reportDatesOf(period), byDay).map(({ key, ...rest }) => ({ date: key, ...rest })),
        topByQuantity: topBy(items, 'quantity', 'revenue'),
        topByRevenue: topBy(items, 'revenue', 'quantity'),
        refunds: { orders: sales.refundedOrders, amount: sales.refunds },
        averagePrepSeconds,
      };
    },

    async ordersCsv(actor: StoreActor, query: ReportQuery): Promise<{ fileName: string; csv: string }> {
      const { period, window } = await windowOf(actor, query);
      const rows = await repository.csvOrders(window);
      const { from, to } = periodDto(period, window.timeZone);
      const fileName = from === to ? `orders-${from}.csv` : `orders-${from}-to-${to}.csv`;
      return { fileName, csv: writeOrdersCsv(rows, window.timeZone) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
