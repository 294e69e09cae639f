import type { merchantRoutes } from '../merchant.js';
import { exampleIds, exampleStoreName, exampleTimes, exampleTimeZone } from './example-values.js';
import type { TableExamples } from './route-example.js';

const orderParams = { orderId: exampleIds.order };
const confirmed = {
  id: exampleIds.order,
  orderStatus: 'confirmed' as const,
  commoditiesStatus: 'preparing' as const,
  fullRefunded: false,
  refundedPrice: 0,
};

export const merchantExamples = {
  findOrders: {
    query: { orderCode: '#k7m-3qx' },
    response: {
      orders: [
        {
          id: exampleIds.order,
          orderCode: 'K7M3QX',
          orderType: 'delivery',
          orderStatus: 'paid',
          commoditiesStatus: null,
          fullRefunded: false,
          totalPrice: 5462,
          paidPrice: 5462,
          refundedPrice: 0,
          createdTime: exampleTimes.ordered,
          contactPhone: '4155550123',
          userId: exampleIds.user,
          business: { id: exampleIds.business, name: exampleStoreName, timeZone: exampleTimeZone },
        },
      ],
    },
  },
  event: {
    params: orderParams,
    body: { event: 'assignRider', rider: { userName: 'Sam Ortiz', phoneNumber: '4155550188' } },
    response: { ...confirmed, commoditiesStatus: 'ready' },
  },
  riderLocation: {
    params: orderParams,
    body: { latitude: 37.7841, longitude: -122.4296 },
    response: { ...confirmed, orderStatus: 'delivering', commoditiesStatus: 'delivering' },
  },
  refund: {
    params: orderParams,
    body: {
      refundType: 'commodities',
      commodities: [{ id: exampleIds.orderLine, refundedNumber: 1 }],
      reason: 'Sold out of chive dumplings 韭菜饺售罄',
    },
    response: { ...confirmed, refundedPrice: 1295, refundId: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a' },
  },
  points: {
    params: { businessId: exampleIds.business, userId: exampleIds.user },
    body: { changeType: 'businessReward', points: 50, reference: 'birthday-2025-06-11' },
    response: {
      curPoints: 230,
      statement: {
        id: exampleIds.statement,
        changeType: 'businessReward',
        changeTime: exampleTimes.noon,
        changeNumber: 50,
        balanceAfter: 230,
        orderId: null,
      },
      replayed: false,
    },
  },
} satisfies TableExamples<typeof merchantRoutes>;
