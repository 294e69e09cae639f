import { describe, expect, it } from 'vitest';
import { hasUnreadable } from '../../shared/lib/coupon-form';
import { halfWrittenText, pointsBodyOf, pointsFormOf, tierProblemOf } from './points-form';

const rules = {
  pointsPerDollar: 2,
  isDouble: false,
  pointsValidityDays: null,
  maxExchangesPerOrder: 3,
  exchangeTiers: [
    { minPrice: 1000, maxPrice: 2000, requiredPoints: 900 },
    { minPrice: 0, maxPrice: 1000, requiredPoints: 500 },
  ],
  pointsExplain: { en: 'Two points a dollar.', zh: '每美元2积分。' },
  learnMoreGainPointsRules: null,
  learnMoreConsumePointsRules: null,
  learnMoreOtherExplain: null,
  enabled: true,
};

describe('the points rules form', () => {
  it('shows tiers in dollars from the cheapest, and saves what it showed', () => {
    const form = pointsFormOf(rules);
    expect(form.tiers).toEqual([
      { from: '0.00', to: '10.00', points: '500' },
      { from: '10.00', to: '20.00', points: '900' },
    ]);
    expect(form.validityDays).toBe('');
    const { enabled: _enabled, ...stored } = rules;
    expect(pointsBodyOf(form)).toEqual({ ...stored, exchangeTiers: [...stored.exchangeTiers].reverse() });
  });

  it('marks unreadable numbers and names the tier row to fix', () => {
    const form = pointsFormOf(rules);
    expect(hasUnreadable(pointsBodyOf({ ...form, pointsPerDollar: 'two' }))).toBe(true);
    const overlapping = pointsBodyOf({
      ...form,
      tiers: [...form.tiers, { from: '15', to: '30', points: '1200' }],
    });
    expect(tierProblemOf(overlapping)).toEqual({ row: 3, problem: 'overlaps' });
    expect(tierProblemOf(pointsBodyOf({ ...form, tiers: [{ from: '5', to: '5', points: '1' }] }))).toEqual({
      row: 1,
      problem: 'emptyRange',
    });
    expect(tierProblemOf(pointsBodyOf(form))).toBeNull();
  });

  it('sends a text written in both languages, none for one left empty, and names one written in one only', () => {
    const form = pointsFormOf(rules);
    expect(form.texts.learnMoreOtherExplain).toEqual({ en: '', zh: '' });
    const edited = {
      ...form,
      texts: { ...form.texts, learnMoreOtherExplain: { en: ' No transfers. ', zh: '不可转让。' } },
    };
    expect(pointsBodyOf(edited).learnMoreOtherExplain).toEqual({ en: 'No transfers.', zh: '不可转让。' });
    expect(pointsBodyOf(edited).learnMoreGainPointsRules).toBeNull();
    expect(halfWrittenText(edited)).toBeNull();
    const half = { ...form, texts: { ...form.texts, learnMoreGainPointsRules: { en: 'Earn.', zh: ' ' } } };
    expect(halfWrittenText(half)).toBe('learnMoreGainPointsRules');
  });
});
