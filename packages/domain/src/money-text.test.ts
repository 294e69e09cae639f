import { describe, expect, it } from 'vitest';
import { dollars, milesShort, milesText, roundMiles, shortDollars } from './money-text';

describe('dollars', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(dollars(1250)).toBe('$12.50');
    expect(dollars(5)).toBe('$0.05');
    expect(dollars(0)).toBe('$0.00');
    expect(dollars(-300)).toBe('-$3.00');
  });

  it('groups thousands as en-US does', () => {
    expect(dollars(123456)).toBe('$1,234.56');
    expect(dollars(100_000_000)).toBe('$1,000,000.00');
    expect(dollars(99_999)).toBe('$999.99');
  });

  it('rounds fractions of a cent, and never shows a negative zero', () => {
    expect(dollars(1249.6)).toBe('$12.50');
    expect(dollars(-0.4)).toBe('$0.00');
  });
});

describe('shortDollars', () => {
  it('drops zero cents only', () => {
    expect(shortDollars(500)).toBe('$5');
    expect(shortDollars(850)).toBe('$8.50');
    expect(shortDollars(100_000)).toBe('$1,000');
    expect(shortDollars(-5)).toBe('$0');
  });
});

describe('miles', () => {
  it('rounds API distances to the hundredth', () => {
    expect(roundMiles(1.23456)).toBe(1.23);
    expect(roundMiles(0.005)).toBe(0.01);
  });

  it('writes store-card miles with one decimal', () => {
    expect(milesText(0)).toBe('0.0');
    expect(milesText(0.04)).toBe('0.0');
    expect(milesText(0.05)).toBe('0.1');
    expect(milesText(1.25)).toBe('1.3');
    expect(milesText(12)).toBe('12.0');
    expect(milesText(Number.NaN)).toBe('0.0');
  });

  it('writes fee-rule miles short', () => {
    expect(milesShort(3)).toBe('3');
    expect(milesShort(1.5)).toBe('1.5');
    expect(milesShort(0.25)).toBe('0.25');
  });
});
