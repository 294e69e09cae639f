/**
 * Exact integer division for money. Amounts are integer cents and rates integers, so every product is an
 * exact safe integer; dividing through the remainder keeps the rounding exact where `Math.ceil(a / b)`
 * could be pushed over a whole number by floating-point error.
 */

/** ⌈numerator / denominator⌉ for a non-negative integer numerator and a positive integer denominator. */
export function ceilDiv(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  return (numerator - remainder) / denominator + (remainder > 0 ? 1 : 0);
}

/** ⌊numerator / denominator⌋ for a non-negative integer numerator and a positive integer denominator. */
export function floorDiv(numerator: number, denominator: number): number {
  return (numerator - (numerator % denominator)) / denominator;
}

/** numerator / denominator rounded to the nearest integer, halves up (non-negative integers). */
export function roundDiv(numerator: number, denominator: number): number {
  return floorDiv(2 * numerator + denominator, 2 * denominator);
}

/** A non-negative whole number (cents, counts, points); negative, fractional noise or bad input is clamped. */
export function whole(amount: number): number {
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount) : 0;
}

/** Sum of amounts. */
export function sum(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}
