import { describe, expect, it } from 'vitest';
import { dollars } from './dollars';

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
    for (const cents of [0, 99_900, 100_000, 12_345_678, 987_654_321_00]) {
      expect(dollars(cents)).toBe(
        `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`,
      );
    }
  });

  it('rounds fractions of a cent', () => {
    expect(dollars(1249.6)).toBe('$12.50');
  });
});
