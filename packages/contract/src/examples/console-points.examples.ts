import type { consolePointsRoutes, PointsRulesBody } from '../console-points.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The Chinatown store gives 2 points a dollar, lets points lapse after a year without earning, and lets
// diners take items up to $10 for 500 points and items up to $20 for 900, two at most an order; its
// programme page says so in both languages.

const store = { businessId: exampleIds.business };

const body: PointsRulesBody = {
  pointsPerDollar: 2,
  isDouble: false,
  pointsValidityDays: 365,
  maxExchangesPerOrder: 2,
  exchangeTiers: [
    { minPrice: 0, maxPrice: 1000, requiredPoints: 500 },
    { minPrice: 1000, maxPrice: 2000, requiredPoints: 900 },
  ],
  pointsExplain: {
    en: 'Earn 2 points for every dollar and trade them for dumplings.',
    zh: '每消费1美元得2积分，可兑换饺子。',
  },
  learnMoreGainPointsRules: {
    en: 'Points arrive when your order is completed.',
    zh: '订单完成后积分到账。',
  },
  learnMoreConsumePointsRules: null,
  learnMoreOtherExplain: null,
};

export const consolePointsExamples = {
  rules: { params: store, response: { ...body, enabled: true } },
  updateRules: { params: store, body, response: { ...body, enabled: true } },
} satisfies TableExamples<typeof consolePointsRoutes>;
