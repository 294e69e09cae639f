import type { OrderCommodityViewDto } from '../order-receipts.js';
import type { OrderDetailDto, OrderSummaryDto, orderViewRoutes } from '../order-views.js';
import {
  exampleDinerAddress,
  exampleDinerCoordinates,
  exampleIds,
  exampleStoreAddress,
  exampleStoreCoordinates,
  exampleStoreName,
  exampleTimes,
  exampleTimeZone,
} from './example-values.js';
import type { TableExamples } from './route-example.js';

// One delivery order: two dumplings and a large beef noodle soup with an egg, a $5 coupon, 8.625 % tax
// on the discounted food, a 15 % tip: 4535 − 500 + 399 + 348 + 680 = 5462 cents.

const dumplingLine: OrderCommodityViewDto = {
  id: exampleIds.orderLine,
  commodityId: exampleIds.dumplings,
  name: 'Pork & Chive Dumplings 韭菜猪肉饺',
  thumbnail: '/apis/v1/images/dish/pork-chive-dumplings.svg',
  boughtNumber: 2,
  refundedNumber: 0,
  price: 1295,
  discountPrice: 0,
  specifications: [{ name: 'Dipping sauce 蘸料', values: ['Black vinegar 香醋'] }],
  attributes: [],
  addOns: [],
  specialNote: null,
  exchangeInfo: null,
  choices: { specifications: [{ id: 'sauce', values: ['black-vinegar'] }], attributes: [], addOns: [] },
};

const noodleLine: OrderCommodityViewDto = {
  id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
  commodityId: exampleIds.noodles,
  name: 'Beef Noodle Soup 红烧牛肉面',
  thumbnail: '/apis/v1/images/dish/beef-noodle-soup.svg',
  boughtNumber: 1,
  refundedNumber: 0,
  price: 1945,
  discountPrice: 0,
  specifications: [],
  attributes: [{ name: 'Size 份量', value: 'Large 大碗', price: 200 }],
  addOns: [
    { name: 'Extras 加料', values: [{ name: 'Soft-boiled egg 溏心蛋', price: 150, boughtNumber: 1 }] },
  ],
  specialNote: 'Less spicy 少辣',
  exchangeInfo: null,
  choices: {
    specifications: [],
    attributes: [{ id: exampleIds.attribute, valueId: exampleIds.attributeValue }],
    addOns: [{ id: 'extras', values: [{ id: 'soft-boiled-egg', boughtNumber: 1 }] }],
  },
};

export const exampleOrderLines: OrderCommodityViewDto[] = [dumplingLine, noodleLine];

const cardPayment = {
  id: exampleIds.payment,
  paymentType: 'Card' as const,
  amount: 5462,
  status: 'succeeded' as const,
  createdTime: exampleTimes.paid,
  methodDetails: { cardType: 'visa', expirationDate: '08/28', cardNumber: '4242' },
};

const handleTimes = [
  { key: 'initialization' as const, timestamp: exampleTimes.ordered },
  { key: 'paid' as const, timestamp: exampleTimes.paid },
  { key: 'confirmed' as const, timestamp: exampleTimes.confirmed },
];

const detail: OrderDetailDto = {
  id: exampleIds.order,
  orderCode: 'K7M3QX',
  orderType: 'delivery',
  orderStatus: 'confirmed',
  commoditiesStatus: 'preparing',
  displayState: 3,
  fullRefunded: false,
  hasPartRefund: false,
  reservedOrderType: 'normal',
  commodities: exampleOrderLines,
  commoditiesPrice: 4535,
  discountPrice: 0,
  orderDiscountPrice: 0,
  discountedPrice: 500,
  excisePrice: 348,
  servicePrice: 0,
  tipPrice: 680,
  totalPrice: 5462,
  paidPrice: 5462,
  refundedPrice: 0,
  priceBreakdown: {
    commoditiesPrice: 4535,
    discountPrice: 0,
    orderDiscountPrice: 0,
    couponDiscount: 500,
    deliveryPrice: 399,
    smallOrderExtraPrice: 0,
    servicePrice: 0,
    excisePrice: 348,
    tipPrice: 680,
    pointsUsed: 0,
    totalPrice: 5462,
  },
  coupons: [{ name: '八五折 15% off', discountedPrice: 500 }],
  activityDiscounts: [],
  payments: [cardPayment],
  buyerNote: 'Extra napkins please 多给点纸巾',
  contactPhone: '4155550123',
  createdTime: exampleTimes.ordered,
  expectedFoodReadyTime: exampleTimes.ready,
  remainPayTime: 0,
  paymentDeadline: exampleTimes.paymentDeadline,
  handleTimes,
  points: { earned: 54, used: 0 },
  refundedPrices: [],
  cancellationReason: null,
  business: {
    id: exampleIds.business,
    name: exampleStoreName,
    logo: '/apis/v1/images/logo/golden-dragon.svg',
    phoneNumber: '4155550100',
    fullAddress: exampleStoreAddress,
    coordinates: exampleStoreCoordinates,
    timeZone: exampleTimeZone,
    platformContact: {
      phoneNumber: '8885550199',
      instagramAccount: 'nearbite',
      instagramUrl: 'https://www.instagram.com/nearbite',
      serviceTime: [32_400_000, 75_600_000],
    },
  },
  deliveryInfo: {
    deliveryTime: 0,
    deliveryPrice: 399,
    smallOrderExtraPrice: 0,
    deliveryCarrier: 'business',
    address: {
      userName: 'Mei Chen 陈美',
      phoneNumber: '4155550123',
      fullAddress: exampleDinerAddress,
      addressDetail: 'Apt 3B',
      location: { coordinates: exampleDinerCoordinates },
    },
    rider: null,
    selfPickupPointId: null,
    selfPickupPoint: null,
    trackingUrl: null,
  },
  pickUpInfo: null,
  dineinInfo: null,
};

const summary: OrderSummaryDto = {
  id: exampleIds.order,
  orderCode: 'K7M3QX',
  orderType: 'delivery',
  orderStatus: 'confirmed',
  commoditiesStatus: 'preparing',
  displayState: 3,
  fullRefunded: false,
  hasPartRefund: false,
  hasRider: false,
  business: {
    id: exampleIds.business,
    name: exampleStoreName,
    logo: '/apis/v1/images/logo/golden-dragon.svg',
    timeZone: exampleTimeZone,
  },
  commodities: exampleOrderLines.map(({ name, thumbnail, boughtNumber }) => ({
    name,
    thumbnail,
    boughtNumber,
  })),
  commodityCount: 3,
  totalPrice: 5462,
  createdTime: exampleTimes.ordered,
  remainPayTime: 0,
};

const orderParams = { orderId: exampleIds.order };
const refund = {
  refundType: 'commodities' as const,
  price: 1295,
  reason: 'Sold out of chive dumplings 韭菜饺售罄',
  createdTime: exampleTimes.ready,
};

export const orderViewExamples = {
  list: {
    query: { orderStatus: 'paid,confirmed,preparing,ready,delivering', pageNumber: '1', pageCapacity: '10' },
    response: { orders: [summary], total: 1 },
  },
  detail: { params: orderParams, response: detail },
  cancel: { params: orderParams, body: { reason: 'noLongerWanted' }, response: { ok: true } },
  callService: { params: orderParams, response: { ok: true } },
  refundInfo: {
    params: orderParams,
    response: {
      id: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a',
      orderId: exampleIds.order,
      status: 'succeeded',
      fullRefunded: false,
      fullRefundReason: null,
      refundedPrices: [refund],
      refundedPrice: 1295,
      commodities: [{ ...dumplingLine, refundedNumber: 1 }],
      refundedTime: { createTime: exampleTimes.ready, updatedTime: exampleTimes.ready + 4_000 },
      business: {
        id: exampleIds.business,
        name: exampleStoreName,
        phoneNumber: '4155550100',
        timeZone: exampleTimeZone,
      },
      handleTimes,
    },
  },
  receipt: {
    query: { code: 'rcpt_8f3kQ2mZ7xLp4Wn9' },
    response: {
      orderCode: 'K7M3QX',
      orderType: 'delivery',
      orderStatus: 'completed',
      fullRefunded: false,
      business: {
        name: exampleStoreName,
        fullAddress: exampleStoreAddress,
        phoneNumber: '4155550100',
        timeZone: exampleTimeZone,
      },
      commodities: exampleOrderLines,
      commoditiesPrice: 4535,
      discountedPrice: 500,
      excisePrice: 348,
      servicePrice: 0,
      tipPrice: 680,
      deliveryPrice: 399,
      smallOrderExtraPrice: 0,
      totalPrice: 5462,
      refundedPrice: 0,
      payments: [cardPayment],
      createdTime: exampleTimes.ordered,
      tableName: null,
    },
  },
  sendEmailCode: { body: { email: 'mei.chen@example.com' }, response: { ok: true } },
  verifyEmail: {
    body: { email: 'mei.chen@example.com', verificationCode: 'Q7T2KD' },
    response: { ok: true },
  },
  emailReceipt: { params: orderParams, body: { name: 'Mei Chen' }, response: { ok: true } },
} satisfies TableExamples<typeof orderViewRoutes>;
