import { describe, expect, it } from 'vitest';
import { claimFormError, sendCodeError } from './claim-form';

describe('claim form', () => {
  it('refuses to send a code to a phone that is not 10 digits (S1)', () => {
    expect(sendCodeError('415-555-012')).toBe('S1');
    expect(sendCodeError('415-555-0123')).toBeNull();
  });

  it('asks for a full phone first (S1), then for a code (S3)', () => {
    expect(claimFormError('415-555', '1234')).toBe('S1');
    expect(claimFormError('415-555-0123', '')).toBe('S3');
    expect(claimFormError('415-555-0123', '1234')).toBeNull();
  });
});
