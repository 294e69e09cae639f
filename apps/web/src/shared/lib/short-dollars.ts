import { dollars } from './dollars';

/**
 * Cents as a short price for coupon wording: whole dollars without cents ("$5", "$1,000"), else with
 * them ("$8.50"). The wallet, the claim page and the points screens word the same coupon alike.
 */
export function shortDollars(cents: number): string {
  const text = dollars(Math.max(0, cents));
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
