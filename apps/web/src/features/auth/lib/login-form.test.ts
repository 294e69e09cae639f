import { formatPhoneInput } from '@nearbite/domain/phone';
import { describe, expect, it } from 'vitest';
import { canSubmitLogin, loginBody, maskPhone, phoneVerificationBody, sanitizeCodeInput } from './login-form';

describe('login form', () => {
  it('enables Sign in only with a 12-character phone field and a 4-digit code', () => {
    const phone = formatPhoneInput('4155550123');
    expect(phone).toBe('415-555-0123');
    expect(canSubmitLogin(phone, '1234')).toBe(true);
    expect(canSubmitLogin('415-555-012', '1234')).toBe(false);
    expect(canSubmitLogin(phone, '123')).toBe(false);
    expect(canSubmitLogin(phone, '12a4')).toBe(false);
    expect(canSubmitLogin('', '')).toBe(false);
  });

  it('keeps at most 4 digits in the code field', () => {
    expect(sanitizeCodeInput('12a3 45')).toBe('1234');
    expect(sanitizeCodeInput('٣')).toBe('');
  });

  it('sends the 10 digits with country code 1 to /phoneVerification', () => {
    expect(phoneVerificationBody('415-555-0123')).toEqual({
      internationalCode: '1',
      phoneNumber: '4155550123',
    });
  });

  it('logs in with the E.164 number, the code and the keep-login choice', () => {
    expect(loginBody('415-555-0123', '0042', true)).toEqual({
      fullPhoneNumber: '+14155550123',
      verificationCode: '0042',
      keepCredentials: true,
    });
    expect(loginBody('415-555-0123', '0042', false).keepCredentials).toBe(false);
  });

  it('masks the signed-in phone to its last four digits', () => {
    expect(maskPhone('+14155550123')).toBe('***-***-0123');
    expect(maskPhone('4155550199')).toBe('***-***-0199');
  });
});
