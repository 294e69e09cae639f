import type { MoneySettingsBody, MoneySettingsDto } from '@nearbite/contract/console-money-settings';
import { ORDER_TYPES, type OrderType } from '@nearbite/domain/order-type';

/**
 * The Money tab's form: what the owner types (dollars, percents, miles as text) and the settings body it
 * becomes. Amounts are read from their digits into cents, never through floating-point multiplication.
 * Only the first extra delivery step is edited here; any further steps the store has are kept.
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
  stepPrice: string;
  stepMiles: string;
  maxMiles: string;
  minimum: string;
  smallOrderFee: string;
  shareType: 'customer' | 'proportional' | 'fixedPrice' | 'fixedUnitPrice';
  shareValue: string;
  /** Kept as loaded: the weekdays, further steps and the third-party rule. */
  kept: Pick<MoneySettingsDto, 'doordash'> & {
    deliveryDates: number[] | null;
    moreSteps: Array<{ price: number; distance: number }>;
  };
}

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

export function formOf(settings: MoneySettingsDto): MoneyForm {
  const fee = (type: OrderType) => settings.servicePrices.find((rule) => rule.orderType === type);
  const delivery = settings.delivery;
  const [step, ...moreSteps] = delivery?.extraDeliveryPrices ?? [];
  const share = delivery?.deliveryFeeShares[0];
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
    stepPrice: step ? dollarsText(step.price) : '',
    stepMiles: step ? String(step.distance) : '',
    maxMiles: delivery?.maxDistanceMiles === null || !delivery ? '' : String(delivery.maxDistanceMiles),
    minimum: dollarsText(delivery?.minCommoditiesPrice ?? 0),
    smallOrderFee: delivery?.smallOrderExtraPrice == null ? '' : dollarsText(delivery.smallOrderExtraPrice),
    shareType: share?.shareType ?? 'customer',
    shareValue: String(share?.value ?? 0),
    kept: { doordash: settings.doordash, deliveryDates: delivery?.deliveryDates ?? null, moreSteps },
  };
}

function deliveryOf(form: MoneyForm): MoneySettingsBody['delivery'] | undefined {
  if (!form.hasDelivery) return null;
  const basePrice = centsOf(form.basePrice);
  const baseMiles = milesOf(form.baseMiles);
  const minimum = centsOf(form.minimum);
  const shareValue = Number(form.shareValue);
  const hasStep = form.stepPrice.trim() !== '' || form.stepMiles.trim() !== '';
  const stepPrice = hasStep ? centsOf(form.stepPrice) : 0;
  const stepMiles = hasStep ? milesOf(form.stepMiles) : 0;
  const maxMiles = form.maxMiles.trim() === '' ? null : milesOf(form.maxMiles);
  const smallOrder = form.smallOrderFee.trim() === '' ? null : centsOf(form.smallOrderFee);
  const numbers = [basePrice, baseMiles, minimum, stepPrice, stepMiles];
  if (numbers.some((value) => value === null) || !Number.isInteger(shareValue)) return undefined;
  if (
    (form.maxMiles.trim() !== '' && maxMiles === null) ||
    (form.smallOrderFee.trim() !== '' && smallOrder === null)
  ) {
    return undefined;
  }
  return {
    basePrice: basePrice as number,
    baseDistanceMiles: baseMiles as number,
    extraDeliveryPrices: [
      ...(hasStep ? [{ price: stepPrice as number, distance: stepMiles as number }] : []),
      ...form.kept.moreSteps,
    ],
    maxDistanceMiles: maxMiles,
    minCommoditiesPrice: minimum,
    smallOrderExtraPrice: smallOrder,
    deliveryFeeShares:
      form.shareType === 'customer' ? [] : [{ shareType: form.shareType, value: shareValue }],
    deliveryDates: form.kept.deliveryDates,
  };
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
  if (delivery === undefined) return null;
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
    doordash: form.kept.doordash,
  };
}
