import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIXED_TIPS,
  DEFAULT_TIP_PERCENTAGES,
  percentageTip,
  TIP_PERCENT_DENOMINATOR,
  TIP_THRESHOLD_CENTS,
  type TipRules,
  tipFor,
  tipOffer,
} from './tips.js';

const defaults: TipRules = { config: null, customizedTipDisabled: false, tipDisabledForOnline: false };

describe('tipOffer', () => {
  it('offers the fixed $2, $3 and $4 below 2000 cents', () => {
    expect(TIP_THRESHOLD_CENTS).toBe(2000);
    expect(DEFAULT_FIXED_TIPS).toEqual([200, 300, 400]);
    expect(tipOffer(defaults, 1999)).toEqual({
      enabled: true,
      options: [
        { kind: 'fixed', amount: 200 },
        { kind: 'fixed', amount: 300 },
        { kind: 'fixed', amount: 400 },
      ],
      customAllowed: true,
    });
  });

  it('offers percentages of the subtotal, in hundredths of a percent, at or above 2000 cents', () => {
    expect(DEFAULT_TIP_PERCENTAGES).toEqual([1500, 1800, 2000]);
    expect(TIP_PERCENT_DENOMINATOR).toBe(10_000);
    expect(tipOffer(defaults, 2000).options).toEqual([
      { kind: 'percentage', hundredths: 1500, amount: 300 },
      { kind: 'percentage', hundredths: 1800, amount: 360 },
      { kind: 'percentage', hundredths: 2000, amount: 400 },
    ]);
    // 15 % of 2253 = 337.95 → 338; 18 % = 405.54 → 406.
    expect(tipOffer(defaults, 2253).options.map((option) => option.amount)).toEqual([338, 406, 451]);
  });

  it("uses the store's percentages, fixed amounts and threshold", () => {
    const store = { ...defaults, config: { percentages: [1250], fixedAmounts: [100], thresholdPrice: 3000 } };
    expect(tipOffer(store, 2999).options).toEqual([{ kind: 'fixed', amount: 100 }]);
    expect(tipOffer(store, 3000).options).toEqual([{ kind: 'percentage', hundredths: 1250, amount: 375 }]);
  });

  it('hides the custom entry when disabled and turns tipping off for tipDisabledForOnline', () => {
    expect(tipOffer({ ...defaults, customizedTipDisabled: true }, 1000).customAllowed).toBe(false);
    expect(tipOffer({ ...defaults, tipDisabledForOnline: true }, 5000)).toEqual({
      enabled: false,
      options: [],
      customAllowed: false,
    });
  });
});

describe('percentageTip', () => {
  it('rounds to the nearest cent, halves up', () => {
    expect(percentageTip(2250, 1500)).toBe(338); // 337.5
    expect(percentageTip(2249, 1500)).toBe(337); // 337.35
    expect(percentageTip(0, 2000)).toBe(0);
  });

  it('is within half a cent of the exact percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (subtotal, hundredths) => {
          const exact = subtotal * hundredths;
          expect(Math.abs(percentageTip(subtotal, hundredths) * 10_000 - exact)).toBeLessThanOrEqual(5000);
        },
      ),
    );
  });
});

describe('tipFor', () => {
  const offer = tipOffer(defaults, 1000);

  it('gives the amount of the chosen option or the custom amount', () => {
    expect(tipFor(offer, { kind: 'option', index: 1 })).toEqual({ tipPrice: 300, allowed: true });
    expect(tipFor(offer, { kind: 'custom', amount: 555 })).toEqual({ tipPrice: 555, allowed: true });
    expect(tipFor(offer, { kind: 'custom', amount: 0 })).toEqual({ tipPrice: 0, allowed: true });
  });

  it('refuses a custom amount when custom tips are off, unless it equals an option or is 0', () => {
    const noCustom = tipOffer({ ...defaults, customizedTipDisabled: true }, 1000);
    expect(tipFor(noCustom, { kind: 'custom', amount: 555 })).toEqual({ tipPrice: 0, allowed: false });
    expect(tipFor(noCustom, { kind: 'custom', amount: 400 })).toEqual({ tipPrice: 400, allowed: true });
    expect(tipFor(noCustom, { kind: 'custom', amount: 0 })).toEqual({ tipPrice: 0, allowed: true });
  });

  it('refuses any tip when tipping is off, a missing option and a negative or fractional amount', () => {
    const off = tipOffer({ ...defaults, tipDisabledForOnline: true }, 1000);
    expect(tipFor(off, { kind: 'custom', amount: 300 })).toEqual({ tipPrice: 0, allowed: false });
    expect(tipFor(off, { kind: 'custom', amount: 0 })).toEqual({ tipPrice: 0, allowed: true });
    expect(tipFor(offer, { kind: 'option', index: 3 })).toEqual({ tipPrice: 0, allowed: false });
    expect(tipFor(offer, { kind: 'custom', amount: -100 })).toEqual({ tipPrice: 0, allowed: false });
    expect(tipFor(offer, { kind: 'custom', amount: 1.5 })).toEqual({ tipPrice: 0, allowed: false });
  });
});
