import type { BusinessDetailDto } from '@nearbite/contract/store';
import {
  customerShare,
  deliveryFullPrice,
  isBeyondMaxDistance,
  storeDeliveryFeeConfig,
} from '@nearbite/domain/delivery-fee';
import type { Translate } from '../../../shared/i18n/translation';

/**
 * What the info strip says of delivery: the fee at the diner's distance ("+$4.99", the diner's share of
 * the whole fee), that a location is needed to price it, or that the diner is beyond the delivery area
 * (the standard config's radius, which DoorDash stores keep too). Null when the store does not deliver
 * or cannot price delivery.
 */
export type InfoDeliveryFee =
  | { kind: 'fee'; fee: number }
  | { kind: 'needsLocation' }
  | { kind: 'outOfRange'; miles: number };

export function infoDeliveryFee(
  detail: Pick<BusinessDetailDto, 'diningTypes' | 'deliveryCarrier' | 'distance' | 'address'>,
): InfoDeliveryFee | null {
  if (!detail.diningTypes.includes('delivery')) return null;
  const config = storeDeliveryFeeConfig(detail.deliveryCarrier, detail.address.area);
  if (!config) return null;
  const miles = detail.distance;
  // Without a location the fee is unknown: a base price (or $0 for a per-mile share) would mislead.
  if (miles === null) return { kind: 'needsLocation' };
  if (isBeyondMaxDistance(config, miles)) {
    return { kind: 'outOfRange', miles };
  }
  return {
    kind: 'fee',
    fee: customerShare(deliveryFullPrice(config, miles), config.deliveryFeeShares, miles),
  };
}

/** A directions link to the store in a maps service (opens the maps app on phones). */
export function mapsUrl(detail: Pick<BusinessDetailDto, 'address'>): string {
  const [longitude, latitude] = detail.address.location.coordinates;
  const query = new URLSearchParams({ api: '1', destination: `${latitude},${longitude}` });
  return `https://www.google.com/maps/dir/?${query.toString()}`;
}

/** The digits of a US phone number, without a leading country code 1. */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A tel: link to call the store. */
export function telUrl(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

/** 4155550900 → "(415) 555-0900"; other lengths as given. */
export function phoneText(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The weekday index (0 = Sunday) of the store's today, from its weekDay (Monday 1 … Sunday 7). */
export function todayIndex(weekDay: number): number {
  return weekDay % 7;
}

/** Why a table link cannot take orders: the store has no dine-in, or no table of that name. */
export type TableProblem = 'dineInUnsupported' | 'unknownTable';

export function tableProblem(
  detail: Pick<BusinessDetailDto, 'diningTypes' | 'tablesInfo'>,
  tableName: string,
): TableProblem | null {
  if (!detail.diningTypes.includes('dineIn')) return 'dineInUnsupported';
  return detail.tablesInfo.tableNames.includes(tableName) ? null : 'unknownTable';
}

/** Why the store is closed, under its name: paused by its staff (with the reason), or outside its hours. */
export function closedNotice(
  t: Translate,
  detail: Pick<BusinessDetailDto, 'pauseReason' | 'canReserved'>,
): string {
  if (detail.pauseReason !== null) {
    return t('stores.pausedNotice', { reason: t(`stores.pauseReason.${detail.pauseReason}`) });
  }
  return detail.canReserved ? t('store.reservableNotice') : t('store.closedNotice');
}
