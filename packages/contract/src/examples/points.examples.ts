import type { PointsExchangeDto, pointsRoutes } from '../points.js';
import { exampleWalletCoupon } from './coupon-wallet.examples.js';
import { exampleCoupon, exampleIds, exampleStoreName, exampleTimes } from './example-values.js';
import type { TableExamples } from './route-example.js';

const businessParams = { businessId: exampleIds.business };
const logo = '/apis/v1/images/logo/golden-dragon.svg';
const exchangeRules = {
  commodities: [
    { requiredPoints: 100, content: '100 points: any item up to $10 / 100 积分兑换 $10 以内菜品' },
    { requiredPoints: 200, content: '200 points: any item up to $20 / 200 积分兑换 $20 以内菜品' },
  ],
};

const couponExchange: PointsExchangeDto = {
  id: exampleIds.exchange,
  createdTime: exampleTimes.noon,
  consumePoints: 150,
  exchangeType: 'coupon',
  commodity: null,
  coupon: {
    desc: exampleCoupon.name,
    number: 1,
    couponId: exampleIds.coupon,
    userCouponId: exampleIds.userCoupon,
  },
  orderId: null,
};

export const pointsExamples = {
  cards: {
    response: {
      cards: [
        {
          id: exampleIds.pointsCard,
          curPoints: 230,
          business: {
            id: exampleIds.business,
            name: exampleStoreName,
            logo,
            pointsConfig: { status: true },
            pointsExchangeRules: exchangeRules,
          },
        },
      ],
    },
  },
  card: { params: businessParams, response: { id: exampleIds.pointsCard, curPoints: 230 } },
  createCard: { params: businessParams, body: {}, response: { id: exampleIds.pointsCard, curPoints: 0 } },
  couponRules: {
    params: businessParams,
    query: { skipUnstocked: 'true' },
    response: {
      coupons: [
        {
          ...exampleCoupon,
          requiredPoints: 150,
          stockNumber: 42,
          describeHTML: '<p>Exchange 150 points for 15% off. 150 积分兑换八五折券。</p>',
          expiresToday: false,
          discountedPrice: 500,
        },
      ],
    },
  },
  exchangeCoupon: {
    params: { businessId: exampleIds.business, couponId: exampleIds.coupon },
    body: {},
    response: { coupon: exampleWalletCoupon, curPoints: 80 },
  },
  content: {
    params: businessParams,
    response: {
      business: { id: exampleIds.business, name: exampleStoreName, logo },
      status: true,
      pointsExplain: 'Earn 1 point per dollar. 每消费 $1 得 1 积分。',
      isDouble: false,
      exchangeRules,
      learnMoreGainPointsRules: 'Points arrive when the order is completed.',
      learnMoreConsumePointsRules: 'Redeem items in the cart or coupons on this page.',
      learnMoreOtherExplain: null,
      pointsValidityDays: 365,
    },
  },
  exchanges: {
    params: businessParams,
    query: { pageNumber: '1', pageCapacity: '10' },
    response: {
      exchanges: [
        couponExchange,
        {
          id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
          createdTime: exampleTimes.ordered - 86_400_000,
          consumePoints: 100,
          exchangeType: 'commodity',
          commodity: {
            desc: 'Pork & Chive Dumplings 韭菜猪肉饺',
            number: 1,
            image: '/apis/v1/images/dish/pork-chive-dumplings.svg',
          },
          coupon: null,
          orderId: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        },
      ],
      total: 2,
    },
  },
  exchange: {
    params: { businessId: exampleIds.business, exchangeId: exampleIds.exchange },
    response: couponExchange,
  },
  statements: {
    params: businessParams,
    query: { statementType: 'positive', pageNumber: '1', pageCapacity: '10' },
    response: {
      statements: [
        {
          id: exampleIds.statement,
          changeType: 'completedOrder',
          changeTime: exampleTimes.completed,
          changeNumber: 54,
          balanceAfter: 284,
          orderId: exampleIds.order,
        },
      ],
      total: 1,
    },
  },
} satisfies TableExamples<typeof pointsRoutes>;
