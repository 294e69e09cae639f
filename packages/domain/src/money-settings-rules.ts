/**
 * What a store owner may set as its money settings: tax, service fees, tips and delivery fees. Every limit
 * is here once; the console's form and the server both check against it, and each refusal is a coded error
 * (A230–A238) whose message names the field. A setting that would leave diners unable to order at all
 * (delivery offered with no fee rule to price it, or no day to deliver on) is refused too.
 */

import { CodedError } from './coded-error.js';
import type { DeliveryCarrier, DeliveryFeeShare, DeliveryPriceStep } from './delivery-fee.js';
import type { ServerErrorKey } from './errors.js';
import { ORDER_TYPES, type OrderType } from './order-type.js';
import type { ServicePriceRule } from './service-fee.js';
import { TAX_RATE_DENOMINATOR } from './tax.js';
import type { TipConfig } from './tips.js';

/** Highest sales tax a store may set, percent: above every US combined rate (about 11.5 %) with room. */
export const MAX_TAX_PERCENT = 25;
/** Decimals a tax percent may have: 8.875 % is 88,750 millionths exactly. */
export const TAX_PERCENT_DECIMALS = 3;
/** Service fee limits: up to 30 % (two decimals, as the fee engine reads them) plus up to $10. */
export const MAX_SERVICE_FEE_PERCENT = 30;
export const MAX_SERVICE_FEE_CENTS = 1000;
/** Tip options: 1 to 4 of each kind; percentages up to 50 % (hundredths), fixed tips up to $100. */
export const MAX_TIP_OPTIONS = 4;
export const MAX_TIP_HUNDREDTHS = 5000;
export const MAX_FIXED_TIP_CENTS = 10_000;
/** The subtotal from which percentages are offered: up to $1,000. */
export const MAX_TIP_THRESHOLD_CENTS = 100_000;
/** Delivery: base price up to $50, distances up to 50 miles, up to 5 extra steps of at most $50 each. */
export const MAX_DELIVERY_BASE_PRICE_CENTS = 5000;
export const MAX_DELIVERY_MILES = 50;
export const MAX_DELIVERY_STEPS = 5;
export const MAX_DELIVERY_STEP_PRICE_CENTS = 5000;
/** A step shorter than a tenth of a mile would charge per few yards. */
export const MIN_DELIVERY_STEP_MILES = 0.1;
/** Delivery minimum up to $500 and small-order fee up to $20. */
export const MAX_DELIVERY_MINIMUM_CENTS = 50_000;
export const MAX_SMALL_ORDER_FEE_CENTS = 2000;
/** Diner's share: proportional is a whole percent; fixed prices in cents. */
export const MAX_FIXED_SHARE_CENTS = MAX_DELIVERY_BASE_PRICE_CENTS;
export const MAX_FIXED_UNIT_SHARE_CENTS = 1000;

/** The standard delivery fee rule as the owner sets it (the store's `delivery_configs` standard row). */
export interface DeliverySettings {
  basePrice: number;
  baseDistanceMiles: number;
  extraDeliveryPrices: readonly DeliveryPriceStep[];
  maxDistanceMiles: number | null;
  minCommoditiesPrice: number | null;
  smallOrderExtraPrice: number | null;
  deliveryFeeShares: readonly DeliveryFeeShare[];
  /** Weekdays with delivery, Monday 1 to Sunday 7; null means every day. */
  deliveryDates: readonly number[] | null;
}

/** The third-party (doordash) rule: its price for any distance and the diner's share. */
export interface ThirdPartyDeliverySettings {
  basePrice: number;
  deliveryFeeShares: readonly DeliveryFeeShare[];
}

/** Everything on the console's Money tab, in stored units (millionths, hundredths of a percent, cents). */
export interface MoneySettings {
  taxRateMillionths: number;
  noTaxOnPickupOrders: boolean;
  servicePrices: readonly ServicePriceRule[];
  /** Null means the product's default tips. */
  tipConfig: TipConfig | null;
  customizedTipDisabled: boolean;
  tipDisabledForOnline: boolean;
  deliveryCarrier: DeliveryCarrier;
  delivery: DeliverySettings | null;
  doordash: ThirdPartyDeliverySettings | null;
}

function refuseField(key: ServerErrorKey, field: string, why: string): never {
  throw new CodedError(key, `${field}: ${why}`);
}

const TAX_PERCENT_PATTERN = /^(\d{1,2})(?:\.(\d{1,3}))?$/;

/**
 * A tax percent as typed ("8.875", "7", "6.5") to millionths, from the digits so no float drift can creep
 * in: 8.875 → 88,750. A230 for anything else or above the cap.
 */
export function taxPercentToMillionths(text: string): number {
  const match = TAX_PERCENT_PATTERN.exec(text.trim());
  if (!match)
    refuseField('TAX_RATE_INVALID', 'taxPercent', `"${text}" is not a percent with at most 3 decimals`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(TAX_PERCENT_DECIMALS, '0'));
  const millionths = whole * 10_000 + fraction * 10;
  if (millionths > MAX_TAX_PERCENT * 10_000) {
    refuseField('TAX_RATE_INVALID', 'taxPercent', `at most ${MAX_TAX_PERCENT}`);
  }
  return millionths;
}

/** Millionths as the percent an owner types: 88,750 → "8.875", 70,000 → "7". */
export function millionthsToTaxPercent(millionths: number): string {
  const tenThousandths = Math.round(millionths / 10);
  const whole = Math.floor(tenThousandths / 1000);
  const fraction = String(tenThousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

function isWholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function isIn(value: number, min: number, max: number): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

function checkTax(millionths: number): void {
  if (!isWholeIn(millionths, 0, (MAX_TAX_PERCENT * TAX_RATE_DENOMINATOR) / 100)) {
    refuseField('TAX_RATE_INVALID', 'taxRateMillionths', `must be 0 to ${MAX_TAX_PERCENT} %`);
  }
}

function checkServicePrices(rules: readonly ServicePriceRule[]): void {
  const seen = new Set<OrderType>();
  rules.forEach((rule, index) => {
    const field = `servicePrices[${index}]`;
    if (!ORDER_TYPES.includes(rule.orderType))
      refuseField('SERVICE_FEE_INVALID', field, 'unknown order type');
    if (seen.has(rule.orderType)) refuseField('SERVICE_FEE_INVALID', field, `${rule.orderType} has two fees`);
    seen.add(rule.orderType);
    if (!isIn(rule.percent, 0, MAX_SERVICE_FEE_PERCENT)) {
      refuseField('SERVICE_FEE_INVALID', `${field}.percent`, `must be 0 to ${MAX_SERVICE_FEE_PERCENT}`);
    }
    // The fee engine counts two decimals of the percent; a third would be silently dropped.
    if (Math.abs(rule.percent * 100 - Math.round(rule.percent * 100)) > 1e-6) {
      refuseField('SERVICE_FEE_INVALID', `${field}.percent`, 'at most 2 decimals');
    }
    if (!isWholeIn(rule.cent, 0, MAX_SERVICE_FEE_CENTS)) {
      refuseField('SERVICE_FEE_INVALID', `${field}.cent`, `must be 0 to ${MAX_SERVICE_FEE_CENTS} cents`);
    }
  });
}

/** 1 to MAX_TIP_OPTIONS whole amounts from 1 to `max`, each larger than the one before. */
function checkTipList(values: readonly number[], max: number, field: string): void {
  if (values.length < 1 || values.length > MAX_TIP_OPTIONS) {
    refuseField('TIP_OPTIONS_INVALID', field, `must have 1 to ${MAX_TIP_OPTIONS} options`);
  }
  values.forEach((value, index) => {
    if (!isWholeIn(value, 1, max))
      refuseField('TIP_OPTIONS_INVALID', `${field}[${index}]`, `must be 1 to ${max}`);
    const before = values[index - 1];
    if (before !== undefined && value <= before) {
      refuseField('TIP_OPTIONS_INVALID', `${field}[${index}]`, 'must be larger than the option before');
    }
  });
}

function checkTips(config: TipConfig | null): void {
  if (config === null) return;
  checkTipList(config.percentages, MAX_TIP_HUNDREDTHS, 'tipConfig.percentages');
  checkTipList(config.fixedAmounts, MAX_FIXED_TIP_CENTS, 'tipConfig.fixedAmounts');
  if (!isWholeIn(config.thresholdPrice, 0, MAX_TIP_THRESHOLD_CENTS)) {
    refuseField(
      'TIP_OPTIONS_INVALID',
      'tipConfig.thresholdPrice',
      `must be 0 to ${MAX_TIP_THRESHOLD_CENTS} cents`,
    );
  }
}

function checkShares(shares: readonly DeliveryFeeShare[], field: string): void {
  // The fee engine reads the first rule only; more would look like they count.
  if (shares.length > 1) refuseField('FEE_SHARE_INVALID', field, 'at most one rule');
  const share = shares[0];
  if (!share) return;
  const limits: Record<DeliveryFeeShare['shareType'], number> = {
    customer: 0,
    proportional: 100,
    fixedPrice: MAX_FIXED_SHARE_CENTS,
    fixedUnitPrice: MAX_FIXED_UNIT_SHARE_CENTS,
  };
  const max = limits[share.shareType];
  if (max === undefined) refuseField('FEE_SHARE_INVALID', `${field}[0].shareType`, 'unknown share type');
  if (!isWholeIn(share.value, 0, max))
    refuseField('FEE_SHARE_INVALID', `${field}[0].value`, `must be 0 to ${max}`);
}

function checkSteps(steps: readonly DeliveryPriceStep[]): void {
  if (steps.length > MAX_DELIVERY_STEPS) {
    refuseField(
      'DELIVERY_STEPS_INVALID',
      'delivery.extraDeliveryPrices',
      `at most ${MAX_DELIVERY_STEPS} steps`,
    );
  }
  steps.forEach((step, index) => {
    const field = `delivery.extraDeliveryPrices[${index}]`;
    if (!isWholeIn(step.price, 1, MAX_DELIVERY_STEP_PRICE_CENTS)) {
      refuseField(
        'DELIVERY_STEPS_INVALID',
        `${field}.price`,
        `must be 1 to ${MAX_DELIVERY_STEP_PRICE_CENTS} cents`,
      );
    }
    if (!isIn(step.distance, MIN_DELIVERY_STEP_MILES, MAX_DELIVERY_MILES)) {
      refuseField(
        'DELIVERY_STEPS_INVALID',
        `${field}.distance`,
        `must be ${MIN_DELIVERY_STEP_MILES} to ${MAX_DELIVERY_MILES} miles`,
      );
    }
  });
}

/** A standard delivery fee rule's limits, each refusal naming its field (A231–A238). */
export function checkDeliverySettings(delivery: DeliverySettings): void {
  if (!isWholeIn(delivery.basePrice, 0, MAX_DELIVERY_BASE_PRICE_CENTS)) {
    refuseField(
      'DELIVERY_BASE_INVALID',
      'delivery.basePrice',
      `must be 0 to ${MAX_DELIVERY_BASE_PRICE_CENTS} cents`,
    );
  }
  if (!isIn(delivery.baseDistanceMiles, 0, MAX_DELIVERY_MILES)) {
    refuseField(
      'DELIVERY_BASE_INVALID',
      'delivery.baseDistanceMiles',
      `must be 0 to ${MAX_DELIVERY_MILES} miles`,
    );
  }
  checkSteps(delivery.extraDeliveryPrices);
  const max = delivery.maxDistanceMiles;
  if (max !== null && !(isIn(max, 0, MAX_DELIVERY_MILES) && max > delivery.baseDistanceMiles)) {
    refuseField(
      'DELIVERY_MAX_DISTANCE_INVALID',
      'delivery.maxDistanceMiles',
      `must be beyond the base distance and at most ${MAX_DELIVERY_MILES} miles`,
    );
  }
  if (
    delivery.minCommoditiesPrice !== null &&
    !isWholeIn(delivery.minCommoditiesPrice, 0, MAX_DELIVERY_MINIMUM_CENTS)
  ) {
    refuseField(
      'SMALL_ORDER_INVALID',
      'delivery.minCommoditiesPrice',
      `must be 0 to ${MAX_DELIVERY_MINIMUM_CENTS} cents`,
    );
  }
  if (
    delivery.smallOrderExtraPrice !== null &&
    !isWholeIn(delivery.smallOrderExtraPrice, 0, MAX_SMALL_ORDER_FEE_CENTS)
  ) {
    refuseField(
      'SMALL_ORDER_INVALID',
      'delivery.smallOrderExtraPrice',
      `must be 0 to ${MAX_SMALL_ORDER_FEE_CENTS} cents`,
    );
  }
  checkShares(delivery.deliveryFeeShares, 'delivery.deliveryFeeShares');
  const dates = delivery.deliveryDates;
  if (dates !== null) {
    if (dates.some((day) => !isWholeIn(day, 1, 7)) || new Set(dates).size !== dates.length) {
      refuseField('DELIVERY_BASE_INVALID', 'delivery.deliveryDates', 'must be distinct weekdays 1 to 7');
    }
    if (dates.length === 0)
      refuseField('MONEY_SETTINGS_BLOCK_ORDERING', 'delivery.deliveryDates', 'no day to deliver on');
  }
}

/** Delivery offered needs a fee rule the carrier prices with; otherwise no delivery order can be quoted. */
function checkOrderable(settings: MoneySettings, diningTypes: readonly OrderType[]): void {
  if (!diningTypes.includes('delivery')) return;
  if (settings.delivery === null) {
    refuseField(
      'MONEY_SETTINGS_BLOCK_ORDERING',
      'delivery',
      'the store offers delivery, so it needs a delivery fee rule',
    );
  }
  if (settings.deliveryCarrier === 'doordash' && settings.doordash === null) {
    refuseField('MONEY_SETTINGS_BLOCK_ORDERING', 'doordash', 'third-party delivery needs its price');
  }
}

/**
 * Checks a store's money settings against every limit above, for a store offering `diningTypes`; throws
 * the first refusal as a CodedError naming the field.
 */
export function checkMoneySettings(settings: MoneySettings, diningTypes: readonly OrderType[]): void {
  checkTax(settings.taxRateMillionths);
  checkServicePrices(settings.servicePrices);
  checkTips(settings.tipConfig);
  if (settings.delivery !== null) checkDeliverySettings(settings.delivery);
  if (settings.doordash !== null) {
    if (!isWholeIn(settings.doordash.basePrice, 0, MAX_DELIVERY_BASE_PRICE_CENTS)) {
      refuseField(
        'DELIVERY_BASE_INVALID',
        'doordash.basePrice',
        `must be 0 to ${MAX_DELIVERY_BASE_PRICE_CENTS} cents`,
      );
    }
    checkShares(settings.doordash.deliveryFeeShares, 'doordash.deliveryFeeShares');
  }
  checkOrderable(settings, diningTypes);
}
