import type { PointsRulesBody, PointsRulesDto } from '@nearbite/contract/console-points';
import { exchangeTierProblem, POINTS_TEXT_KEYS, type PointsTextKey } from '@nearbite/domain/points-settings';
import { centsOrNull, wholeOrNull } from '../../shared/lib/coupon-form';

/** One price tier as typed: dollars from and to, and the points an item in it costs. */
export interface TierRow {
  from: string;
  to: string;
  points: string;
}

/** The points rules as the form holds them (numbers as typed). */
export interface PointsForm {
  pointsPerDollar: string;
  isDouble: boolean;
  validityDays: string;
  maxPerOrder: string;
  tiers: TierRow[];
  /** The programme pages' texts as typed, both languages. */
  texts: Record<PointsTextKey, { en: string; zh: string }>;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function pointsFormOf(rules: PointsRulesDto): PointsForm {
  return {
    pointsPerDollar: String(rules.pointsPerDollar),
    isDouble: rules.isDouble,
    validityDays: rules.pointsValidityDays === null ? '' : String(rules.pointsValidityDays),
    maxPerOrder: rules.maxExchangesPerOrder === null ? '' : String(rules.maxExchangesPerOrder),
    tiers: [...rules.exchangeTiers]
      .sort((a, b) => a.minPrice - b.minPrice)
      .map((tier) => ({
        from: dollars(tier.minPrice),
        to: dollars(tier.maxPrice),
        points: String(tier.requiredPoints),
      })),
    texts: Object.fromEntries(
      POINTS_TEXT_KEYS.map((key) => [key, { en: rules[key]?.en ?? '', zh: rules[key]?.zh ?? '' }]),
    ) as PointsForm['texts'],
  };
}

/** The first text written in one language only; null when each has both or neither. */
export function halfWrittenText(form: PointsForm): PointsTextKey | null {
  return (
    POINTS_TEXT_KEYS.find((key) => {
      const { en, zh } = form.texts[key];
      return (en.trim() === '') !== (zh.trim() === '');
    }) ?? null
  );
}

const textOf = ({ en, zh }: { en: string; zh: string }) =>
  en.trim() === '' && zh.trim() === '' ? null : { en: en.trim(), zh: zh.trim() };

/** The body to save; unreadable numbers are NaN (see hasUnreadable). */
export function pointsBodyOf(form: PointsForm): PointsRulesBody {
  return {
    pointsPerDollar: wholeOrNull(form.pointsPerDollar) ?? Number.NaN,
    isDouble: form.isDouble,
    pointsValidityDays: wholeOrNull(form.validityDays),
    maxExchangesPerOrder: wholeOrNull(form.maxPerOrder),
    exchangeTiers: form.tiers.map((row) => ({
      minPrice: centsOrNull(row.from) ?? 0,
      maxPrice: centsOrNull(row.to) ?? Number.NaN,
      requiredPoints: wholeOrNull(row.points) ?? Number.NaN,
    })),
    pointsExplain: textOf(form.texts.pointsExplain),
    learnMoreGainPointsRules: textOf(form.texts.learnMoreGainPointsRules),
    learnMoreConsumePointsRules: textOf(form.texts.learnMoreConsumePointsRules),
    learnMoreOtherExplain: textOf(form.texts.learnMoreOtherExplain),
  };
}

/** The tier row (counted from 1) to fix first, and why; null when the tiers can be saved. */
export function tierProblemOf(
  body: PointsRulesBody,
): { row: number; problem: 'emptyRange' | 'overlaps' } | null {
  const found = exchangeTierProblem(body.exchangeTiers);
  return found ? { row: found.index + 1, problem: found.problem } : null;
}
