import type { MoneySettingsBody, MoneySettingsDto } from '@nearbite/contract/console-money-settings';
import { ORDER_TYPES, type OrderType } from '@nearbite/domain/order-type';

/**
 * The Money tab's form: what the owner types (dollars, percents, miles as text) and the settings body it
 * becomes. Amounts are read from their digits into cents, never through floating-point multiplication.
 */
export interface MoneyForm {
  taxPercent: string;
  noTaxOnPickupOrders: boolean;
  fees: Record<OrderType, { percent: string; dollars: string }>;
  defaultTips: boolean;
  tipPercents: string;
  tipDollars: string;
  tipThreshold: string;
  customizedTipDisabled: boolean;
  tipDisabledForOnline: boolean;
  deliveryCarrier: MoneySettingsBody['deliveryCarrier'];
  hasDelivery: boolean;
  basePrice: string;
  baseMiles: string;
  /** Each step adds its price for every started `miles` beyond the base distance. */
  steps: Array<{ price: string; miles: string }>;
  /** Monday first: whether the store delivers that weekday (all seven saves as "every day"). */
  deliveryDays: boolean[];
  maxMiles: string;
  minimum: string;
  smallOrderFee: string;
  shareType: ShareType;
  shareValue: string;
  /** The third-party service's price per delivery; empty: no third-party rule. */
  doordashPrice: string;
  doordashShareType: ShareType;
  doordashShareValue: string;
}

type ShareType = 'customer' | 'proportional' | 'fixedPrice' | 'fixedUnitPrice';
type Shares = NonNullable<MoneySettingsBody['doordash']>['deliveryFeeShares'];

/** Cents as dollars text: 399 → "3.99". */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "3.99" → 399; "3" → 300; null for anything else. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "15, 18" → [1500, 1800] hundredths of a percent (also what a dollar list becomes in cents). */
function hundredthsList(text: string): number[] | null {
  const values = text.split(',').map((part) => centsOf(part));
  return values.every((value) => value !== null) ? (values as number[]) : null;
}

function milesOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}

const listText = (values: readonly number[]) => values.map((value) => String(value / 100)).join(', ');

/** Weekday numbers as the settings store them: Monday 1 to Sunday 7. */
const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

export function formOf(settings: MoneySettingsDto): MoneyForm {
  const fee = (type: OrderType) => settings.servicePrices.find((rule) => rule.orderType === type);
  const delivery = settings.delivery;
  const share = delivery?.deliveryFeeShares[0];
  const thirdParty = settings.doordash;
  const dates = delivery?.deliveryDates ?? null;
  return {
    taxPercent: settings.taxPercent,
    noTaxOnPickupOrders: settings.noTaxOnPickupOrders,
    fees: Object.fromEntries(
      ORDER_TYPES.map((type) => [
        type,
        { percent: String(fee(type)?.percent ?? 0), dollars: dollarsText(fee(type)?.cent ?? 0) },
      ]),
    ) as MoneyForm['fees'],
    defaultTips: settings.tipConfig === null,
    tipPercents: listText(settings.tipConfig?.percentages ?? [1500, 1800, 2000]),
    tipDollars: listText(settings.tipConfig?.fixedAmounts ?? [200, 300, 400]),
    tipThreshold: dollarsText(settings.tipConfig?.thresholdPrice ?? 2000),
    customizedTipDisabled: settings.customizedTipDisabled,
    tipDisabledForOnline: settings.tipDisabledForOnline,
    deliveryCarrier: settings.deliveryCarrier,
    hasDelivery: delivery !== null,
    basePrice: dollarsText(delivery?.basePrice ?? 0),
    baseMiles: String(delivery?.baseDistanceMiles ?? 0),
    steps: (delivery?.extraDeliveryPrices ?? []).map((step) => ({
      price: dollarsText(step.price),
      miles: String(step.distance),
    })),
    deliveryDays: WEEKDAY_NUMBERS.map((day) => dates === null || dates.includes(day)),
    maxMiles: delivery?.maxDistanceMiles === null || !delivery ? '' : String(delivery.maxDistanceMiles),
    minimum: dollarsText(delivery?.minCommoditiesPrice ?? 0),
    smallOrderFee: delivery?.smallOrderExtraPrice == null ? '' : dollarsText(delivery.smallOrderExtraPrice),
    shareType: share?.shareType ?? 'customer',
    shareValue: String(share?.value ?? 0),
    doordashPrice: thirdParty ? dollarsText(thirdParty.basePrice) : '',
    doordashShareType: thirdParty?.deliveryFeeShares[0]?.shareType ?? 'customer',
    doordashShareValue: String(thirdParty?.deliveryFeeShares[0]?.value ?? 0),
  };
}

function deliveryOf(form: MoneyForm): MoneySettingsBody['delivery'] | undefined {
  if (!form.hasDelivery) return null;
  const basePrice = centsOf(form.basePrice);
  const baseMiles = milesOf(form.baseMiles);
  const minimum = centsOf(form.minimum);
  const steps = form.steps.map((step) => ({ price: centsOf(step.price), distance: milesOf(step.miles) }));
  const maxMiles = form.maxMiles.trim() === '' ? null : milesOf(form.maxMiles);
  const smallOrder = form.smallOrderFee.trim() === '' ? null : centsOf(form.smallOrderFee);
  const numbers = [basePrice, baseMiles, minimum, ...steps.flatMap((step) => [step.price, step.distance])];
  const shares = sharesOf(form.shareType, form.shareValue);
  if (numbers.some((value) => value === null) || !shares) return undefined;
  if (
    (form.maxMiles.trim() !== '' && maxMiles === null) ||
    (form.smallOrderFee.trim() !== '' && smallOrder === null)
  ) {
    return undefined;
  }
  return {
    basePrice: basePrice as number,
    baseDistanceMiles: baseMiles as number,
    extraDeliveryPrices: steps as Array<{ price: number; distance: number }>,
    maxDistanceMiles: maxMiles,
    minCommoditiesPrice: minimum,
    smallOrderExtraPrice: smallOrder,
    deliveryFeeShares: shares,
    deliveryDates: form.deliveryDays.every(Boolean)
      ? null
      : WEEKDAY_NUMBERS.filter((_, index) => form.deliveryDays[index]),
  };
}

/** The diner's share rule: none for "the whole fee"; null when its value is not a whole number. */
function sharesOf(type: ShareType, value: string): Shares | null {
  if (type === 'customer') return [];
  const number = Number(value);
  return value.trim() !== '' && Number.isInteger(number) ? [{ shareType: type, value: number }] : null;
}

/** The third-party rule, null when no price is typed; undefined while it is not a number. */
function doordashOf(form: MoneyForm): MoneySettingsBody['doordash'] | undefined {
  if (form.doordashPrice.trim() === '') return null;
  const basePrice = centsOf(form.doordashPrice);
  const shares = sharesOf(form.doordashShareType, form.doordashShareValue);
  return basePrice === null || !shares ? undefined : { basePrice, deliveryFeeShares: shares };
}

/** The body to save, or null while some field is not a number (the form says which kind to type). */
export function bodyOf(form: MoneyForm): MoneySettingsBody | null {
  const servicePrices: MoneySettingsBody['servicePrices'] = [];
  for (const type of ORDER_TYPES) {
    const percent = Number(form.fees[type].percent);
    const cent = centsOf(form.fees[type].dollars);
    if (form.fees[type].percent.trim() === '' || !Number.isFinite(percent) || cent === null) return null;
    if (percent !== 0 || cent !== 0) servicePrices.push({ orderType: type, percent, cent });
  }
  const percentages = hundredthsList(form.tipPercents);
  const fixedAmounts = hundredthsList(form.tipDollars);
  const thresholdPrice = centsOf(form.tipThreshold);
  if (!form.defaultTips && (!percentages || !fixedAmounts || thresholdPrice === null)) return null;
  const delivery = deliveryOf(form);
  const doordash = doordashOf(form);
  if (delivery === undefined || doordash === undefined) return null;
  return {
    taxPercent: form.taxPercent.trim(),
    noTaxOnPickupOrders: form.noTaxOnPickupOrders,
    servicePrices,
    tipConfig: form.defaultTips
      ? null
      : {
          percentages: percentages ?? [],
          fixedAmounts: fixedAmounts ?? [],
          thresholdPrice: thresholdPrice ?? 0,
        },
    customizedTipDisabled: form.customizedTipDisabled,
    tipDisabledForOnline: form.tipDisabledForOnline,
    deliveryCarrier: form.deliveryCarrier,
    delivery,
    doordash,
  };
}
