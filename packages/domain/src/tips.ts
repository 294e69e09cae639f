/**
 * Tips (specification sections 3, 5 and 9). A food subtotal at or above the threshold (2000 cents) offers
 * percentage tips, given in hundredths of a percent (1500 = 15 %) of the subtotal and rounded to the
 * nearest cent (halves up); below it the fixed tips $2, $3 and $4. A custom amount is offered unless the
 * store disables it (customizedTipDisabled); tipDisabledForOnline turns tipping off for this online app
 * altogether. specialTipRules' effects are not shown by the specification and are not applied. A tip of 0
 * (no tip) is always allowed.
 */

import { roundDiv, whole } from './money.js';

/** Subtotal (cents) from which percentage tips are offered. */
export const TIP_THRESHOLD_CENTS = 2000;
/** Fixed tips below the threshold: 2, 3 and 4 dollars. */
export const DEFAULT_FIXED_TIPS: readonly number[] = [200, 300, 400];
/** Percentage tips when the store sets none (our choice): 15 %, 18 %, 20 %, in hundredths of a percent. */
export const DEFAULT_TIP_PERCENTAGES: readonly number[] = [1500, 1800, 2000];
/** Percentages are hundredths of a percent: a rate over 10,000. */
export const TIP_PERCENT_DENOMINATOR = 10_000;

/** A store's tip options; null on the store means the defaults above. */
export interface TipConfig {
  /** Hundredths of a percent. */
  percentages: readonly number[];
  /** Cents. */
  fixedAmounts: readonly number[];
  /** Subtotal from which percentages are offered, cents. */
  thresholdPrice: number;
}

/** The store's tip settings. */
export interface TipRules {
  config: TipConfig | null;
  customizedTipDisabled: boolean;
  tipDisabledForOnline: boolean;
}

/** One offered tip with its amount for the current subtotal. */
export type TipOption =
  | { kind: 'percentage'; hundredths: number; amount: number }
  | { kind: 'fixed'; amount: number };

/** What the tip picker shows. */
export interface TipOffer {
  /** False when tipping is off (tipDisabledForOnline): no options, no custom entry. */
  enabled: boolean;
  options: TipOption[];
  customAllowed: boolean;
}

/** The diner's tip: one of the offered options, or a typed amount (the server passes the submitted tip so). */
export type TipChoice = { kind: 'option'; index: number } | { kind: 'custom'; amount: number };

export const DEFAULT_TIP_CONFIG: TipConfig = {
  percentages: DEFAULT_TIP_PERCENTAGES,
  fixedAmounts: DEFAULT_FIXED_TIPS,
  thresholdPrice: TIP_THRESHOLD_CENTS,
};

/** hundredths / 100 % of the subtotal, to the nearest cent. */
export function percentageTip(subtotal: number, hundredths: number): number {
  return roundDiv(whole(subtotal) * whole(hundredths), TIP_PERCENT_DENOMINATOR);
}

/** The tip options and whether a custom tip may be typed, for a food subtotal. */
export function tipOffer(rules: TipRules, subtotal: number): TipOffer {
  if (rules.tipDisabledForOnline) return { enabled: false, options: [], customAllowed: false };
  const config = rules.config ?? DEFAULT_TIP_CONFIG;
  const options: TipOption[] =
    subtotal >= config.thresholdPrice
      ? config.percentages.map((hundredths) => ({
          kind: 'percentage',
          hundredths,
          amount: percentageTip(subtotal, hundredths),
        }))
      : config.fixedAmounts.map((amount) => ({ kind: 'fixed', amount: whole(amount) }));
  return { enabled: true, options, customAllowed: !rules.customizedTipDisabled };
}

/**
 * The tip a choice gives and whether the store's rules allow it. A choice the rules do not allow
 * (an option that is not offered, a custom amount where custom is off, any tip where tipping is off, a
 * negative or fractional amount) gives 0 and `allowed: false`.
 */
export function tipFor(offer: TipOffer, choice: TipChoice): { tipPrice: number; allowed: boolean } {
  const amount = choice.kind === 'option' ? offer.options[choice.index]?.amount : choice.amount;
  if (amount === undefined || !Number.isInteger(amount) || amount < 0) return { tipPrice: 0, allowed: false };
  if (amount === 0) return { tipPrice: 0, allowed: true };
  const offered = offer.options.some((option) => option.amount === amount);
  const allowed = offer.enabled && (choice.kind === 'option' || offered || offer.customAllowed);
  return allowed ? { tipPrice: amount, allowed } : { tipPrice: 0, allowed };
}
