import { isValidPhone, PHONE_INPUT_MAX_LENGTH } from '@nearbite/domain/phone';

/** S1 when the phone cannot receive a code (not 10 digits), else null. */
export function sendCodeError(phone: string): 'S1' | null {
  return isValidPhone(phone) ? null : 'S1';
}

/**
 * The claim button's checks, in the specification's order: the formatted phone must be 12 characters
 * (S1), then a code must be entered (S3).
 */
export function claimFormError(phone: string, code: string): 'S1' | 'S3' | null {
  if (phone.length !== PHONE_INPUT_MAX_LENGTH || !isValidPhone(phone)) return 'S1';
  if (code.trim() === '') return 'S3';
  return null;
}
