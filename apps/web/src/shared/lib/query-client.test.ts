import { ApiError } from '@nearbite/api-client/api-client';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('retries once when no answer came or the server failed', () => {
    expect(shouldRetry(0, new ApiError('N1000', null, undefined))).toBe(true);
    expect(shouldRetry(0, new ApiError('S1000', 500, undefined))).toBe(true);
    expect(shouldRetry(1, new ApiError('N1000', null, undefined))).toBe(false);
  });

  it('does not retry answers that will not change: 4xx and non-API errors', () => {
    expect(shouldRetry(0, new ApiError('L1000', 401, undefined))).toBe(false);
    expect(shouldRetry(0, new ApiError('A1', 400, undefined))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
