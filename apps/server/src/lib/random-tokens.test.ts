import { describe, expect, it } from 'vitest';
import { randomToken } from './random-tokens.js';

describe('randomToken', () => {
  it('gives 16-byte tokens as 22 base64url characters, never the same twice across pool refills', () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken(16));
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{22}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('refuses more bytes than its pool holds', () => {
    expect(() => randomToken(4097)).toThrow(RangeError);
  });
});
