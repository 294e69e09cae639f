import { EMAIL_CODE_LENGTH } from '@nearbite/domain/email-receipt';
import { describe, expect, it } from 'vitest';
import { emailCodeInput } from './email-code';

describe('the e-mail code field', () => {
  it('drops spaces from a pasted code and keeps at most its length', () => {
    expect(emailCodeInput(' ab 12\tc ')).toBe('ab12c');
    expect(emailCodeInput('x'.repeat(EMAIL_CODE_LENGTH + 3))).toHaveLength(EMAIL_CODE_LENGTH);
    expect(emailCodeInput('   ')).toBe('');
  });
});
