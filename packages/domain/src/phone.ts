/** US phone numbers: 10 digits, shown 3-3-4 with dashes; the country code is always 1. */

export const PHONE_DIGITS = 10;
/** The dashed form `415-555-0123` is 12 characters; phone inputs cap at this length. */
export const PHONE_INPUT_MAX_LENGTH = 12;
export const COUNTRY_CODE = '1';

/** Digits of a phone input with dashes and spaces removed. */
export function phoneDigits(input: string): string {
  return input.replace(/[^0-9]/g, '');
}

/** True when the input holds exactly 10 digits once dashes are removed. */
export function isValidPhone(input: string): boolean {
  return /^[0-9-\s]*$/.test(input) && phoneDigits(input).length === PHONE_DIGITS;
}

/** Formats what the user typed as 3-3-4 with dashes, keeping at most 10 digits. */
export function formatPhoneInput(input: string): string {
  const digits = phoneDigits(input).slice(0, PHONE_DIGITS);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((part) => part.length > 0);
  return parts.join('-');
}

/** The E.164 form `+14155550123` of a valid 10-digit US number. */
export function toFullPhoneNumber(input: string): string {
  return `+${COUNTRY_CODE}${phoneDigits(input)}`;
}

/** The 10 national digits of `+14155550123`, `14155550123` or `4155550123`; null when not a US number. */
export function nationalDigits(fullPhoneNumber: string): string | null {
  const digits = phoneDigits(fullPhoneNumber);
  if (digits.length === PHONE_DIGITS) return digits;
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith(COUNTRY_CODE)) return digits.slice(1);
  return null;
}
