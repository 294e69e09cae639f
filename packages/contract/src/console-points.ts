import {
  EXCHANGE_POINTS_MAX,
  EXCHANGE_PRICE_MAX,
  EXCHANGE_TIERS_MAX,
  EXCHANGES_PER_ORDER_MAX,
  exchangeTierProblem,
  POINTS_PER_DOLLAR_MAX,
  POINTS_TEXT_MAX,
  POINTS_VALIDITY_MAX_DAYS,
} from '@nearbite/domain/points-settings';
import { z } from 'zod';
import { text } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * A store's points programme rules on the console's Promotions tab: points per dollar, double points,
 * how long a balance lasts, the most items an order may take with points, and the price tiers that say
 * what an item costs in points. Any of the store's staff reads them; owners and managers change them.
 * Whether the programme runs at all is the store profile's switch. Out-of-range values and overlapping
 * tiers are refused with A1 naming the field.
 */

const exchangeTierSchema = z
  .object({
    /** Cents: items priced above this (add-ons included)… */
    minPrice: z.number().int().min(0).max(EXCHANGE_PRICE_MAX),
    /** …and at most this… */
    maxPrice: z.number().int().min(1).max(EXCHANGE_PRICE_MAX),
    /** …cost this many points. */
    requiredPoints: z.number().int().min(1).max(EXCHANGE_POINTS_MAX),
  })
  .strict();

/** An explanation in both languages, as diners read it on the programme's pages; null: none shown. */
const explanationSchema = z
  .object({
    en: text().trim().min(1).max(POINTS_TEXT_MAX),
    zh: text().trim().min(1).max(POINTS_TEXT_MAX),
  })
  .strict()
  .nullable();

const ruleFields = {
  /** Points for each whole dollar of a completed order's food. */
  pointsPerDollar: z.number().int().min(0).max(POINTS_PER_DOLLAR_MAX),
  /** Double points now: diners see the offer highlighted and earn twice. */
  isDouble: z.boolean(),
  /** Days a balance lasts after it last gained points; null: points never expire. */
  pointsValidityDays: z.number().int().min(1).max(POINTS_VALIDITY_MAX_DAYS).nullable(),
  /** Items one order may take with points; null: no limit. */
  maxExchangesPerOrder: z.number().int().min(1).max(EXCHANGES_PER_ORDER_MAX).nullable(),
  exchangeTiers: z
    .array(exchangeTierSchema)
    .max(EXCHANGE_TIERS_MAX)
    .superRefine((tiers, context) => {
      const found = exchangeTierProblem(tiers);
      if (!found) return;
      context.addIssue({
        code: 'custom',
        path: [found.index, found.problem === 'emptyRange' ? 'maxPrice' : 'minPrice'],
        message:
          found.problem === 'emptyRange'
            ? 'The highest price must be above the lowest.'
            : 'This price range overlaps another tier.',
      });
    }),
  /** The programme page's headline explanation. */
  pointsExplain: explanationSchema,
  /** "Learn more": how diners earn points… */
  learnMoreGainPointsRules: explanationSchema,
  /** …how they spend them… */
  learnMoreConsumePointsRules: explanationSchema,
  /** …and anything else. */
  learnMoreOtherExplain: explanationSchema,
};

export const pointsRulesBodySchema = z.object(ruleFields).strict();

export const pointsRulesSchema = z
  .object({
    ...ruleFields,
    /** The store profile's switch: whether diners earn and redeem points here. */
    enabled: z.boolean(),
  })
  .meta({ id: 'PointsRules' });

export const consolePointsRoutes = {
  rules: {
    method: 'GET',
    url: '/console/stores/:businessId/points-rules',
    params: consoleStoreParams,
    response: pointsRulesSchema,
  },
  updateRules: {
    method: 'PUT',
    url: '/console/stores/:businessId/points-rules',
    params: consoleStoreParams,
    body: pointsRulesBodySchema,
    response: pointsRulesSchema,
  },
} as const;

export type PointsRulesDto = z.infer<typeof pointsRulesSchema>;
export type PointsRulesBody = z.infer<typeof pointsRulesBodySchema>;
