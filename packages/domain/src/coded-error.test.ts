import { describe, expect, it } from 'vitest';
import { CodedError, refuse } from './coded-error.js';

describe('refuse', () => {
  it('throws the catalogue key, with the detail as the message when given', () => {
    expect(() => refuse('STORE_OFFLINE')).toThrow(
      expect.objectContaining({ key: 'STORE_OFFLINE', message: 'STORE_OFFLINE' }),
    );
    expect(() => refuse('ORDER_TOTAL_MISMATCH', 'totalPrice: submitted 1, expected 2.')).toThrow(CodedError);
  });
});
