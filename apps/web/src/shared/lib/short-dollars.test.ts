import { describe, expect, it } from 'vitest';
import { shortDollars } from './short-dollars';

describe('shortDollars', () => {
  it('drops the cents of whole dollars and keeps them otherwise', () => {
    expect(shortDollars(500)).toBe('$5');
    expect(shortDollars(850)).toBe('$8.50');
    expect(shortDollars(5)).toBe('$0.05');
    expect(shortDollars(0)).toBe('$0');
  });

  it('groups thousands like dollars() and never words a negative amount', () => {
    expect(shortDollars(100_000)).toBe('$1,000');
    expect(shortDollars(123_456)).toBe('$1,234.56');
    expect(shortDollars(-300)).toBe('$0');
  });
});
