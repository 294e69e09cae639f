import type { consoleReportRoutes, StoreReportDto } from '../console-reports.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The Chinatown store's owner looks at Wednesday 11 June 2025: two pickup orders and a delivery, one
// of them partly refunded for cold noodles.

const store = { businessId: exampleIds.business };
const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, net: 0 }));
hours[12] = { hour: 12, orders: 2, net: 5580 };
hours[19] = { hour: 19, orders: 1, net: 3190 };

const dumplings = {
  commodityId: exampleIds.dumplings,
  name: { en: 'Pork dumplings', zh: '猪肉饺子' },
  quantity: 5,
  revenue: 6475,
};
const noodles = {
  commodityId: exampleIds.noodles,
  name: { en: 'Beef noodle soup', zh: '牛肉面' },
  quantity: 1,
  revenue: 1550,
};

const report: StoreReportDto = {
  period: {
    from: '2025-06-11',
    to: '2025-06-11',
    start: 1_749_625_200_000,
    end: 1_749_711_600_000,
    timeZone: 'America/Los_Angeles',
  },
  sales: {
    orders: 3,
    gross: 9270,
    food: 8025,
    discounts: 0,
    tax: 695,
    tips: 300,
    fees: 250,
    refunds: 500,
    net: 8770,
    averageOrder: 2923,
  },
  byType: [
    { orderType: 'pickup', orders: 2, net: 5580 },
    { orderType: 'delivery', orders: 1, net: 3190 },
  ],
  byHour: hours,
  byDay: [{ date: '2025-06-11', orders: 3, net: 8770 }],
  topByQuantity: [dumplings, noodles],
  topByRevenue: [dumplings, noodles],
  refunds: { orders: 1, amount: 500 },
  averagePrepSeconds: 1140,
};

export const consoleReportExamples = {
  report: { params: store, query: { period: 'today' }, response: report },
  ordersCsv: {
    params: store,
    query: { period: 'range', from: '2025-06-01', to: '2025-06-11' },
    response: {
      fileName: 'orders-2025-06-01-to-2025-06-11.csv',
      csv: 'order_code,placed_at,order_type,status,food,discounts,tax,fees,tips,total,refunded,net,items\r\n4827,2025-06-11 12:00,pickup,completed,25.90,0.00,2.27,0.00,0.00,28.17,0.00,28.17,2\r\n',
    },
  },
} satisfies TableExamples<typeof consoleReportRoutes>;
