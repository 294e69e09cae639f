import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountLabel } from './discount-label.js';

describe('discountLabel', () => {
  it('words Chinese discounts in tenths of the price paid', () => {
    expect(discountLabel(85, 'zh-CN')).toBe('8.5折');
    expect(discountLabel(80, 'zh-CN')).toBe('8折');
    expect(discountLabel(88, 'zh')).toBe('8.8折');
    expect(discountLabel(95, 'zh-TW')).toBe('9.5折');
    expect(discountLabel(5, 'zh-CN')).toBe('0.5折');
  });

  it('words English discounts as the percentage off', () => {
    expect(discountLabel(85, 'en')).toBe('15% off');
    expect(discountLabel(80, 'en-US')).toBe('20% off');
    expect(discountLabel(99, 'fr')).toBe('1% off');
  });

  it('keeps fractional percentages exact', () => {
    expect(discountLabel(88.5, 'zh-CN')).toBe('8.85折');
    expect(discountLabel(88.5, 'en')).toBe('11.5% off');
  });

  it('clamps values outside 0–100 and calls a 0 % share free', () => {
    expect(discountLabel(0, 'en')).toBe('Free');
    expect(discountLabel(0, 'zh-CN')).toBe('免费');
    expect(discountLabel(-5, 'en')).toBe('Free');
    expect(discountLabel(120, 'en')).toBe('0% off');
    expect(discountLabel(Number.NaN, 'zh-CN')).toBe('10折');
  });

  it('says the same discount in both languages for every whole percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (paid) => {
        const chinese = Number(discountLabel(paid, 'zh-CN').replace('折', ''));
        const english = Number(discountLabel(paid, 'en').replace('% off', ''));
        expect(chinese * 10).toBeCloseTo(paid, 9);
        expect(english).toBe(100 - paid);
      }),
    );
  });
});
