import { describe, expect, it } from 'vitest';
import { cardScanner } from './card-scan';

describe('card scan', () => {
  it('is offered only where a host app provides a scanner', () => {
    expect(cardScanner({})).toBeNull();
    expect(cardScanner(undefined)).toBeNull();
    expect(cardScanner({ nearbiteCardScanner: { scan: 'no' } })).toBeNull();
    const scanner = { scan: async () => ({ cardNumber: '4242424242424242' }) };
    expect(cardScanner({ nearbiteCardScanner: scanner })).toBe(scanner);
  });
});
