/**
 * Money and distance as diners read them, one definition for the web app, the server and the e-mails.
 * Prices are US dollars in en-US form in both languages (the Chinese screens show "$12.50" too).
 */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents as dollars, rounded to the cent: 1250 → "$12.50", 5 → "$0.05", -300 → "-$3.00", 123456 → "$1,234.56". */
export function dollars(cents: number): string {
  const rounded = Math.round(cents);
  // Intl writes -0 as "-$0.00"; a rounded-away fraction of a cent is no debt.
  return usd.format(rounded === 0 ? 0 : rounded / 100);
}

/** Cents as a short price for coupon and promotion wording: "$5", "$1,000", "$8.50"; negatives read "$0". */
export function shortDollars(cents: number): string {
  const text = dollars(Math.max(0, cents));
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Miles to the hundredth, as the API sends distances: 1.23456 → 1.23. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 100) / 100;
}

/** Miles with one decimal for store cards: 0.04 → "0.0", 1.25 → "1.3", 12 → "12.0". */
export function milesText(distance: number): string {
  if (!Number.isFinite(distance) || distance < 0) return '0.0';
  return (Math.round(distance * 10) / 10).toFixed(1);
}

/** Miles as a short number for fee rules: 3 → "3", 1.5 → "1.5", 0.25 → "0.25". */
export function milesShort(miles: number): string {
  return String(roundMiles(miles));
}
