import { describe, expect, it } from 'vitest';
import {
  drawOrderCode,
  isOrderCode,
  normalizeOrderCode,
  ORDER_CODE_ALPHABET,
  ORDER_CODE_LENGTH,
} from './order-code.js';

describe('order codes', () => {
  it('pins six characters from 30 symbols without look-alikes', () => {
    expect(ORDER_CODE_LENGTH).toBe(6);
    expect(ORDER_CODE_ALPHABET).toHaveLength(30);
    expect(new Set(ORDER_CODE_ALPHABET).size).toBe(30);
    for (const lookAlike of '01OILU') expect(ORDER_CODE_ALPHABET).not.toContain(lookAlike);
  });

  it('draws every symbol the random source picks, at every position', () => {
    let next = 0;
    const code = drawOrderCode((size) => {
      expect(size).toBe(30);
      return next++ % size;
    });
    expect(code).toBe('234567');
    expect(drawOrderCode(() => 29)).toBe('ZZZZZZ');
    expect(isOrderCode(drawOrderCode((size) => Math.floor(Math.random() * size)))).toBe(true);
  });

  it('accepts only stored codes', () => {
    expect(isOrderCode('K7M3QX')).toBe(true);
    expect(isOrderCode('k7m3qx')).toBe(false);
    expect(isOrderCode('K7M3Q')).toBe(false);
    expect(isOrderCode('K7M3QXA')).toBe(false);
    expect(isOrderCode('K7M3Q0')).toBe(false);
    expect(isOrderCode('K7M3QI')).toBe(false);
  });

  it('reads what support types: case, spaces, dashes and a leading #', () => {
    expect(normalizeOrderCode('k7m3qx')).toBe('K7M3QX');
    expect(normalizeOrderCode(' #K7M-3QX ')).toBe('K7M3QX');
    expect(normalizeOrderCode('k7m 3qx')).toBe('K7M3QX');
    expect(normalizeOrderCode('K7M3Q0')).toBeNull();
    expect(normalizeOrderCode('')).toBeNull();
    expect(normalizeOrderCode('6f1c2d4e-0000-4000-8000-000000000001')).toBeNull();
  });
});
