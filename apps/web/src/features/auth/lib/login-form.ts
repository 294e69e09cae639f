import type { LoginBody, PhoneVerificationBody } from '@nearbite/contract/auth';
import {
  COUNTRY_CODE,
  nationalDigits,
  PHONE_INPUT_MAX_LENGTH,
  phoneDigits,
  toFullPhoneNumber,
} from '@nearbite/domain/phone';
import { isCompleteLoginCode, LOGIN_CODE_LENGTH } from '@nearbite/domain/verification';

/** The Sign in button is active with a full 12-character phone field (dashes included) and a 4-digit code. */
export function canSubmitLogin(phoneInput: string, code: string): boolean {
  return phoneInput.length === PHONE_INPUT_MAX_LENGTH && isCompleteLoginCode(code);
}

/** What the code field keeps of what was typed or pasted: digits only, at most 4. */
export function sanitizeCodeInput(input: string): string {
  return input.replace(/[^0-9]/g, '').slice(0, LOGIN_CODE_LENGTH);
}

export function phoneVerificationBody(phoneInput: string): PhoneVerificationBody {
  return { internationalCode: COUNTRY_CODE, phoneNumber: phoneDigits(phoneInput) };
}

export function loginBody(phoneInput: string, code: string, keepCredentials: boolean): LoginBody {
  return { fullPhoneNumber: toFullPhoneNumber(phoneInput), verificationCode: code, keepCredentials };
}

/** The last four digits of the user's phone, or of whatever number the server stored. */
export function phoneLastFour(phoneNumber: string): string {
  return (nationalDigits(phoneNumber) ?? phoneDigits(phoneNumber)).slice(-4);
}

/** The signed-in user's phone as shown in the header: ***-***-0123. */
export function maskPhone(phoneNumber: string): string {
  return `***-***-${phoneLastFour(phoneNumber)}`;
}
