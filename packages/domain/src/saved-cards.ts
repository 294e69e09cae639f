/**
 * Saved cards: how many a diner may keep, and the card-number rules the sandbox processor and the card
 * form share (network from the leading digits, the Luhn check, expiry).
 */

/** The most cards one diner may save (our choice; the specifications set none). */
export const MAX_SAVED_CARDS = 10;

/** The card networks the product accepts (the specification's Visa, Mastercard, Amex, Discover). */
export type CardNetwork = 'visa' | 'mastercard' | 'amex' | 'discover';

/** The network a card number belongs to by its leading digits, or null for any other network. */
export function cardNetworkOf(digits: string): CardNetwork | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return null;
}

/** Whether a string of 12 to 19 digits passes the Luhn check digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits a CVC of the network has: four for Amex, three for the others. */
export function cvcLength(network: CardNetwork | null): number {
  return network === 'amex' ? 4 : 3;
}

/** Whether a card is past its expiry: a card is good through the last day of its month (UTC). */
export function isCardExpired(expMonth: number, expYear: number, now: number): boolean {
  const date = new Date(now);
  const current = date.getUTCFullYear() * 12 + date.getUTCMonth();
  return expYear * 12 + (expMonth - 1) < current;
}

/** The MM/YY label of an expiry, as the card list shows it. */
export function expiryLabel(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
}
