/** The add-card form (specification 000 section 5 "Card form"; card networks of specification 001 section 9). */

/** The card networks the app accepts. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Longest formatted card number: 16 digits and 3 dashes. */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CVC_MAX_LENGTH = 4;
export const ZIP_MAX_LENGTH = 5;
/** After a card is added the success view goes back after 2 seconds. */
export const CARD_ADD_SUCCESS_RETURN_MS = 2000;

/** The card number as typed: digits only, a dash after every 4, cut at 19 characters. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  return (digits.match(/\d{1,4}/g) ?? []).join('-').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** Digits of an input, for the CVC and zip fields: non-digits dropped, cut at `maxLength`. */
export function digitsOnly(input: string, maxLength: number): string {
  return input.replace(/\D/g, '').slice(0, maxLength);
}

/** A year and month (1 = January). */
export interface YearMonth {
  year: number;
  month: number;
}

/** The expiry picker runs from January 2020 to November 2030. */
export const CARD_EXPIRY_RANGE: Readonly<{ from: YearMonth; to: YearMonth }> = {
  from: { year: 2020, month: 1 },
  to: { year: 2030, month: 11 },
};

/** The columns of the year-month expiry picker: each year of the range with its months. */
export function expiryOptions(): Array<{ year: number; months: number[] }> {
  const { from, to } = CARD_EXPIRY_RANGE;
  const years: Array<{ year: number; months: number[] }> = [];
  for (let year = from.year; year <= to.year; year++) {
    const first = year === from.year ? from.month : 1;
    const last = year === to.year ? to.month : 12;
    years.push({ year, months: Array.from({ length: last - first + 1 }, (_, i) => first + i) });
  }
  return years;
}

/** The six fields of the add-card form. */
export interface CardFormFields {
  cardNumber: string;
  expiry: string | null;
  cvc: string;
  zip: string;
  firstName: string;
  lastName: string;
}

/** The add button is active only when all six fields are filled (blank counts as empty). */
export function isCardFormComplete(fields: CardFormFields): boolean {
  return Object.values(fields).every((value) => typeof value === 'string' && value.trim() !== '');
}

/** The network of a card number by its prefix (dashes and spaces ignored); null when not accepted. */
export function cardBrandOf(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  return null;
}

/** Whether a card number of 12 to 19 digits passes the Luhn check (dashes and spaces ignored). */
export function luhnValid(cardNumber: string): boolean {
  if (/[^\d\s-]/.test(cardNumber)) return false;
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
