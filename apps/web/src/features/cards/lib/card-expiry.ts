import { CARD_EXPIRY_RANGE, type YearMonth } from '@nearbite/domain/card-form';
import type { ScannedCard } from './card-scan';

/** The expiry picker's first and last months, as the dates the picker takes. */
export const EXPIRY_FIRST_MONTH = new Date(CARD_EXPIRY_RANGE.from.year, CARD_EXPIRY_RANGE.from.month - 1, 1);
export const EXPIRY_LAST_MONTH = new Date(CARD_EXPIRY_RANGE.to.year, CARD_EXPIRY_RANGE.to.month - 1, 1);

/** The picker's date of a year and month. */
export function expiryDate({ year, month }: YearMonth): Date {
  return new Date(year, month - 1, 1);
}

/** Where the picker opens before an expiry is chosen: this month, kept inside the range. */
export function expiryPickerStart(now: Date): Date {
  const month = new Date(now.getFullYear(), now.getMonth(), 1);
  if (month < EXPIRY_FIRST_MONTH) return EXPIRY_FIRST_MONTH;
  return month > EXPIRY_LAST_MONTH ? EXPIRY_LAST_MONTH : month;
}

/** The expiry a scan read, when it read one the picker offers; else none (the diner picks it). */
export function scannedExpiry({ expMonth, expYear }: ScannedCard): YearMonth | null {
  if (!expMonth || !expYear) return null;
  const at = expiryDate({ year: expYear, month: expMonth });
  return at >= EXPIRY_FIRST_MONTH && at <= EXPIRY_LAST_MONTH ? { year: expYear, month: expMonth } : null;
}
