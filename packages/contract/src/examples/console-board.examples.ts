import type { BoardOrderDto, consoleBoardRoutes } from '../console-board.js';
import type { consolePrinterRoutes } from '../console-printers.js';
import { exampleIds, exampleTimes } from './example-values.js';
import type { TableExamples } from './route-example.js';

// Lunch at the Chinatown store: a pickup order arrives on the board, the cook accepts it with 20 minutes and
// prints its ticket; table 12 calls the waiter.

const store = { businessId: exampleIds.business };
const theOrder = { ...store, orderId: exampleIds.order };
const waiterCall = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const printer = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

const incoming: BoardOrderDto = {
  id: exampleIds.order,
  orderCode: '4827',
  column: 'incoming',
  orderType: 'pickup',
  orderStatus: 'paid',
  commoditiesStatus: null,
  createdTime: exampleTimes.ordered,
  paidTime: exampleTimes.paid,
  scheduledTime: null,
  expectedFoodReadyTime: null,
  delayMinutes: 0,
  tableName: null,
  peopleNumber: null,
  buyerNote: 'Extra chili oil, please 多放辣油',
  contactName: 'Wei',
  maskedPhone: '(•••) •••-0123',
  lines: [
    {
      id: exampleIds.orderLine,
      name: 'Pork dumplings 猪肉饺子',
      quantity: 2,
      options: ['12 pieces', 'Steamed'],
      note: null,
      price: 2590,
      refundedNumber: 0,
      commodityId: exampleIds.dumplings,
    },
  ],
  totalPrice: 2890,
  paidPrice: 2890,
  refundedPrice: 0,
  fullRefunded: false,
  cancellationReason: null,
  hasRider: false,
  toPickupPoint: false,
  actions: ['accept', 'cancel', 'refund'],
};

const accepted: BoardOrderDto = {
  ...incoming,
  column: 'preparing',
  orderStatus: 'confirmed',
  commoditiesStatus: 'preparing',
  expectedFoodReadyTime: exampleTimes.confirmed + 20 * 60_000,
  actions: ['delay', 'ready', 'cancel', 'refund'],
};

const settings = {
  autoAccept: false,
  autoAcceptMinutes: 20,
  busyExtraMinutes: 10,
  pausedUntil: null,
  pauseReason: null,
  autoPrint: true,
  ticketLanguage: 'zh',
} as const;

export const consoleBoardExamples = {
  orders: { params: store, response: { orders: [incoming], serverTime: exampleTimes.paid } },
  order: { params: theOrder, response: incoming },
  action: { params: theOrder, body: { action: 'accept', prepMinutes: 20 }, response: accepted },
  refund: {
    params: theOrder,
    body: {
      refundType: 'commodities',
      commodities: [{ id: exampleIds.orderLine, refundedNumber: 1 }],
      reason: 'One portion was missing',
    },
    response: {
      ...accepted,
      refundedPrice: 1295,
      lines: accepted.lines.map((line) => ({ ...line, refundedNumber: 1 })),
    },
  },
  waiterCalls: {
    params: store,
    response: {
      calls: [
        { id: waiterCall, tableName: 'A12', orderId: exampleIds.order, createdTime: exampleTimes.noon },
      ],
    },
  },
  acknowledgeWaiterCall: { params: { ...store, callId: waiterCall }, body: {}, response: { ok: true } },
  settings: { params: store, response: settings },
  updateSettings: {
    params: store,
    body: { busyExtraMinutes: 10, autoPrint: true },
    response: settings,
  },
  soldOut: {
    params: { ...store, commodityId: exampleIds.dumplings },
    body: { soldOut: true },
    response: { ok: true },
  },
} satisfies TableExamples<typeof consoleBoardRoutes>;

const kitchenPrinter = {
  id: printer,
  name: 'Kitchen 厨房',
  host: '192.168.1.50',
  port: 9100,
  kind: 'receipt',
  createdTime: exampleTimes.noon,
} as const;

export const consolePrinterExamples = {
  list: { params: store, response: { printers: [kitchenPrinter] } },
  add: {
    params: store,
    body: { name: 'Kitchen 厨房', host: '192.168.1.50', port: 9100, kind: 'receipt' },
    response: kitchenPrinter,
  },
  remove: { params: { ...store, printerId: printer }, response: { ok: true } },
  ticket: {
    params: theOrder,
    query: { language: 'en' },
    response: {
      orderId: exampleIds.order,
      language: 'en',
      width: 48,
      lines: [
        { text: 'Golden Dragon', emphasis: true },
        { text: 'PICKUP #4827', emphasis: true },
        { text: '2 x Pork dumplings', emphasis: false },
        { text: '    12 pieces, Steamed', emphasis: false },
      ],
    },
  },
  print: { params: theOrder, body: {}, response: { printerId: printer, bytes: 412 } },
} satisfies TableExamples<typeof consolePrinterRoutes>;
