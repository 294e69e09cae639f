import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { DeliveryFeeShare } from '@nearbite/domain/delivery-fee';
import { dollars, milesShort } from '@nearbite/domain/money-text';
import type { Translate } from '../../../shared/i18n/translation';
import { infoDeliveryFee } from './store-info';

export type { Translate };

/** Translates a store text key with its values (the app's `t`, or a stand-in in tests). */

type FeeDetail = Pick<BusinessDetailDto, 'diningTypes' | 'deliveryCarrier' | 'distance' | 'address'>;

function shareLine(share: DeliveryFeeShare | undefined, t: Translate): string | null {
  if (!share) return null;
  switch (share.shareType) {
    case 'customer':
      return null;
    case 'proportional':
      return t('store.feeExplain.shareProportional', { percent: Math.round(share.value) });
    case 'fixedPrice':
      return t('store.feeExplain.shareFixed', { price: dollars(share.value) });
    case 'fixedUnitPrice':
      return t('store.feeExplain.shareUnit', { price: dollars(share.value) });
  }
}

/**
 * The delivery-fee explanation, one sentence a line: the base price and its distance, each extra step
 * (charged per started step), the farthest distance, the small-order surcharge or minimum, the diner's
 * share when the store pays part, and the fee at the diner's distance (or how to see it). DoorDash
 * stores charge a flat base price. Empty when the store does not deliver or cannot price delivery.
 */
export function deliveryFeeExplanation(detail: FeeDetail, t: Translate): string[] {
  const reach = infoDeliveryFee(detail);
  if (reach === null) return [];
  const { deliveryConfig, doordashDeliveryConfig } = detail.address.area;
  const lines: string[] = [];
  if (detail.deliveryCarrier === 'doordash' && doordashDeliveryConfig) {
    lines.push(
      t('store.feeExplain.flat', { price: dollars(doordashDeliveryConfig.baseDeliveryPrice.price) }),
    );
    const share = shareLine(doordashDeliveryConfig.deliveryFeeShares[0], t);
    if (share) lines.push(share);
  } else if (deliveryConfig) {
    const base = deliveryConfig.baseDeliveryPrice;
    lines.push(t('store.feeExplain.base', { price: dollars(base.price), miles: milesShort(base.distance) }));
    const steps = deliveryConfig.extraDeliveryPrice.filter((step) => step.price > 0);
    for (const step of steps) {
      lines.push(
        t('store.feeExplain.extra', { price: dollars(step.price), miles: milesShort(step.distance) }),
      );
    }
    if (steps.length > 0) lines.push(t('store.feeExplain.startedStep'));
    if (deliveryConfig.maxDistance !== null) {
      lines.push(t('store.feeExplain.maxDistance', { miles: milesShort(deliveryConfig.maxDistance) }));
    }
    const minimum = deliveryConfig.minCommoditiesPrice;
    if (minimum > 0) {
      lines.push(
        deliveryConfig.smallOrderExtraPrice === null
          ? t('store.feeExplain.minimum', { minimum: dollars(minimum) })
          : t('store.feeExplain.smallOrder', {
              minimum: dollars(minimum),
              surcharge: dollars(deliveryConfig.smallOrderExtraPrice),
            }),
      );
    }
    const share = shareLine(deliveryConfig.deliveryFeeShares[0], t);
    if (share) lines.push(share);
  }
  switch (reach.kind) {
    case 'needsLocation':
      lines.push(t('store.feeExplain.noLocation'));
      break;
    case 'outOfRange':
      lines.push(t('store.feeExplain.outOfRange', { miles: milesShort(reach.miles) }));
      break;
    case 'fee':
      lines.push(
        t('store.feeExplain.yours', { miles: milesShort(detail.distance ?? 0), price: dollars(reach.fee) }),
      );
  }
  return lines;
}
