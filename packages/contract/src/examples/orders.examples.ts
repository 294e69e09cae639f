import type { orderRoutes } from '../orders.js';
import { exampleDinerAddress, exampleDinerCoordinates, exampleIds, exampleTimes } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The order of order-views.examples.ts as the cart submits it.

export const orderExamples = {
  submit: {
    params: { businessId: exampleIds.business },
    body: {
      orders: [
        {
          businessId: exampleIds.business,
          phoneNumber: '4155550123',
          tipPrice: 680,
          orderNote: 'Extra napkins please 多给点纸巾',
          type: 'delivery',
          coupons: [{ userCouponId: exampleIds.userCoupon, discountedPrice: 500 }],
          activities: [],
          commodities: [
            {
              id: exampleIds.dumplings,
              boughtNumber: 2,
              price: 1295,
              specifications: [{ id: 'sauce', values: ['black-vinegar'] }],
            },
            {
              id: exampleIds.noodles,
              boughtNumber: 1,
              price: 1945,
              attributes: [{ id: exampleIds.attribute, valueId: exampleIds.attributeValue }],
              addOns: [{ id: 'extras', values: [{ id: 'soft-boiled-egg', boughtNumber: 1 }] }],
              specialNote: 'Less spicy 少辣',
            },
          ],
          frontendIdentifier: 'web-7f3a9c2e-5b1d-4e8f',
          discountPrice: 0,
          orderDiscountPrice: 0,
          servicePrice: 0,
          excisePrice: 348,
          totalPrice: 5462,
          extraInfo: { clientFrom: 'web', clientSystem: 'iOS 18.5' },
          reservedOrderTypes: 'normal',
          deliveryInfo: {
            deliveryTime: null,
            smallOrderExtraPrice: 0,
            deliveryPrice: 399,
            address: {
              userName: 'Mei Chen 陈美',
              phoneNumber: '4155550123',
              fullAddress: exampleDinerAddress,
              addressDetail: 'Apt 3B',
              location: { coordinates: exampleDinerCoordinates },
              deliveryType: 1,
              suggestion: 'Buzz 3B, the gate sticks',
            },
          },
        },
      ],
    },
    response: {
      orders: [
        {
          id: exampleIds.order,
          orderCode: 'K7M3QX',
          totalPrice: 5462,
          paymentDeadline: exampleTimes.paymentDeadline,
        },
      ],
    },
  },
} satisfies TableExamples<typeof orderRoutes>;
