import { POINTS_CHANGE_TYPES, POINTS_PAGE_SIZE, STATEMENT_TYPES } from '@nearbite/domain/points-programme';
import { z } from 'zod';
import { emptyBodySchema, uuidSchema } from './common.js';
import { walletCouponSchema } from './coupon-wallet.js';
import { couponSchema } from './coupons.js';
import { exchangeRuleSchema } from './store-config.js';

const businessParams = z.object({ businessId: uuidSchema }).strict();

/** pageNumber from 1; pageCapacity 10 unless asked otherwise. */
const pageQuery = {
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageCapacity: z.coerce.number().int().min(1).max(50).default(POINTS_PAGE_SIZE),
};

/** What points buy at the store: its item tiers as sentences in the request's language. */
const exchangeRulesSchema = z.object({ commodities: z.array(exchangeRuleSchema) });

/** The diner's balance at one store; id null before the card exists. */
export const pointsBalanceSchema = z
  .object({ id: z.string().nullable(), curPoints: z.number().int().min(0) })
  .meta({ id: 'PointsBalance' });

/** A card of /integral/card: the balance and the store it is kept at. */
export const pointsCardSchema = z
  .object({
    id: z.string(),
    curPoints: z.number().int().min(0),
    business: z.object({
      id: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      /** Whether the store's programme runs now; a card keeps its points while it is off. */
      pointsConfig: z.object({ status: z.boolean() }),
      pointsExchangeRules: exchangeRulesSchema,
    }),
  })
  .meta({ id: 'PointsCard' });

/** A coupon the store sells for points (couponAcquisitionRules). */
export const pointsCouponSchema = couponSchema
  .extend({
    requiredPoints: z.number().int().positive(),
    /** Copies left to exchange; null is unlimited. */
    stockNumber: z.number().int().min(0).nullable(),
    describeHTML: z.string().nullable(),
    /** A copy exchanged now would expire today (the store's time zone). */
    expiresToday: z.boolean(),
    /** The most it takes off, cents; null when unbounded. */
    discountedPrice: z.number().int().nullable(),
  })
  .meta({ id: 'PointsCoupon' });

/** How the programme works (/integral/describe), in the request's language. */
export const pointsContentSchema = z
  .object({
    business: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }),
    /** Whether the programme runs now. */
    status: z.boolean(),
    pointsExplain: z.string().nullable(),
    /** Double points are on: the client highlights the explanation. */
    isDouble: z.boolean(),
    exchangeRules: exchangeRulesSchema,
    learnMoreGainPointsRules: z.string().nullable(),
    learnMoreConsumePointsRules: z.string().nullable(),
    learnMoreOtherExplain: z.string().nullable(),
    /** Days the balance lasts after the card last gained points; null: points never expire. */
    pointsValidityDays: z.number().int().positive().nullable(),
  })
  .meta({ id: 'PointsContent' });

/** A redemption record: points spent on an item of an order or on a coupon. */
export const pointsExchangeSchema = z
  .object({
    id: z.string(),
    createdTime: z.number().int(),
    consumePoints: z.number().int().positive(),
    exchangeType: z.enum(['commodity', 'coupon']),
    /** The item redeemed in an order. */
    commodity: z
      .object({ desc: z.string(), number: z.number().int(), image: z.string().nullable() })
      .nullable(),
    /** The coupon obtained; userCouponId is the diner's copy (null once deleted). */
    coupon: z
      .object({
        desc: z.string(),
        number: z.number().int(),
        couponId: z.string().nullable(),
        userCouponId: z.string().nullable(),
      })
      .nullable(),
    orderId: z.string().nullable(),
  })
  .meta({ id: 'PointsExchange' });

/** One line of the statement; changeNumber is positive for earn types, negative for spend types. */
export const pointsStatementSchema = z
  .object({
    id: z.string(),
    changeType: z.enum(POINTS_CHANGE_TYPES),
    changeTime: z.number().int(),
    changeNumber: z.number().int(),
    /** The balance after the change. */
    balanceAfter: z.number().int().min(0),
    orderId: z.string().nullable(),
  })
  .meta({ id: 'PointsStatement' });

/** The points programme: cards, the store's coupons for points, its explanation, history and statement. */
export const pointsRoutes = {
  cards: {
    method: 'GET',
    url: '/user/points/businesses',
    response: z.object({ cards: z.array(pointsCardSchema) }),
  },
  card: {
    method: 'GET',
    url: '/user/points/businesses/:businessId',
    params: businessParams,
    response: pointsBalanceSchema,
  },
  /** Creates the card when missing (idempotent); answers it. */
  createCard: {
    method: 'POST',
    url: '/user/points/businesses/:businessId',
    params: businessParams,
    body: emptyBodySchema.nullish(),
    response: pointsBalanceSchema,
  },
  couponRules: {
    method: 'GET',
    url: '/businesses/:businessId/couponAcquisitionRules',
    params: businessParams,
    querystring: z
      .object({
        /** "true" leaves out coupons with no copies left. */
        skipUnstocked: z
          .enum(['true', 'false'])
          .default('false')
          .transform((value) => value === 'true'),
      })
      .strict(),
    response: z.object({ coupons: z.array(pointsCouponSchema) }),
  },
  /** Spends the coupon's points and puts a copy in the wallet; answers it and the balance left. */
  exchangeCoupon: {
    method: 'POST',
    url: '/businesses/:businessId/couponAcquisitionRules/:couponId/userCoupon',
    params: z.object({ businessId: uuidSchema, couponId: uuidSchema }).strict(),
    body: emptyBodySchema.nullish(),
    response: z.object({ coupon: walletCouponSchema, curPoints: z.number().int().min(0) }),
  },
  content: {
    method: 'GET',
    url: '/businesses/:businessId/points/content',
    params: businessParams,
    response: pointsContentSchema,
  },
  exchanges: {
    method: 'GET',
    url: '/user/points/businesses/:businessId/exchanges',
    params: businessParams,
    querystring: z.object(pageQuery).strict(),
    response: z.object({ exchanges: z.array(pointsExchangeSchema), total: z.number().int() }),
  },
  /** One redemption record (/integral/coverInfo); A20 when the diner has none by that id at the store. */
  exchange: {
    method: 'GET',
    url: '/user/points/businesses/:businessId/exchanges/:exchangeId',
    params: z.object({ businessId: uuidSchema, exchangeId: uuidSchema }).strict(),
    response: pointsExchangeSchema,
  },
  statements: {
    method: 'GET',
    url: '/user/points/businesses/:businessId/statements',
    params: businessParams,
    querystring: z.object({ statementType: z.enum(STATEMENT_TYPES).default('all'), ...pageQuery }).strict(),
    response: z.object({ statements: z.array(pointsStatementSchema), total: z.number().int() }),
  },
} as const;

export type PointsBalanceDto = z.infer<typeof pointsBalanceSchema>;
export type PointsCardDto = z.infer<typeof pointsCardSchema>;
export type PointsCouponDto = z.infer<typeof pointsCouponSchema>;
export type PointsContentDto = z.infer<typeof pointsContentSchema>;
export type PointsExchangeDto = z.infer<typeof pointsExchangeSchema>;
export type PointsStatementDto = z.infer<typeof pointsStatementSchema>;
