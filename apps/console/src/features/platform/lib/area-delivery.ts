import type { PlatformAreaDto } from '@nearbite/contract/console-platform';
import { centsOrNull, milesOrNull } from '../../../shared/lib/coupon-form';

type Rule = NonNullable<PlatformAreaDto['defaultDelivery']>;

/** The area's default delivery rule as typed: dollars and miles as text; `on` false means none. */
export interface AreaDeliveryForm {
  on: boolean;
  basePrice: string;
  baseMiles: string;
  stepPrice: string;
  stepMiles: string;
  maxMiles: string;
  minimum: string;
  smallOrderFee: string;
}

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const miles = (value: number | null) => (value === null ? '' : String(value));

export function areaDeliveryFormOf(rule: PlatformAreaDto['defaultDelivery']): AreaDeliveryForm {
  const step = rule?.extraDeliveryPrices[0];
  return {
    on: rule !== null,
    basePrice: dollars(rule?.basePrice ?? 399),
    baseMiles: miles(rule?.baseDistanceMiles ?? 2),
    stepPrice: dollars(step?.price ?? null),
    stepMiles: miles(step?.distance ?? null),
    maxMiles: miles(rule?.maxDistanceMiles ?? null),
    minimum: dollars(rule?.minCommoditiesPrice || null),
    smallOrderFee: dollars(rule?.smallOrderExtraPrice ?? null),
  };
}

/**
 * The rule to send: null when off; undefined while a field is not a number. One distance step is edited
 * here (a store edits all of its own on its Money tab); the diner pays the whole fee, every day.
 */
export function areaDeliveryOf(form: AreaDeliveryForm): Rule | null | undefined {
  if (!form.on) return null;
  const read = {
    basePrice: centsOrNull(form.basePrice),
    baseMiles: milesOrNull(form.baseMiles),
    stepPrice: centsOrNull(form.stepPrice),
    stepMiles: milesOrNull(form.stepMiles),
    maxMiles: milesOrNull(form.maxMiles),
    minimum: centsOrNull(form.minimum),
    smallOrderFee: centsOrNull(form.smallOrderFee),
  };
  if (Object.values(read).some((value) => Number.isNaN(value))) return undefined;
  if (read.basePrice === null || read.baseMiles === null) return undefined;
  if ((read.stepPrice === null) !== (read.stepMiles === null)) return undefined;
  return {
    basePrice: read.basePrice,
    baseDistanceMiles: read.baseMiles,
    extraDeliveryPrices:
      read.stepPrice === null || read.stepMiles === null
        ? []
        : [{ price: read.stepPrice, distance: read.stepMiles }],
    maxDistanceMiles: read.maxMiles,
    minCommoditiesPrice: read.minimum,
    smallOrderExtraPrice: read.smallOrderFee,
    deliveryFeeShares: [],
    deliveryDates: null,
  };
}
