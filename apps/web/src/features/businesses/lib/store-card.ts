import type { BusinessSummaryDto, DiningType } from '@nearbite/contract/businesses';
import { discountLabel } from '@nearbite/domain/discount-label';
import { prepMinutes } from '@nearbite/domain/discovery';
import type { StoreLabel } from '@nearbite/domain/store-status';
import type { TextKey, Translate } from '../../../shared/i18n/translation';

/** The language of the page, which also decides how a discount reads. */
export type TextLanguage = 'en' | 'zh-CN';

type DeliveryCarrier = BusinessSummaryDto['deliveryCarrier'];

/** A tag under a store card, in the specification's order: rewards, prep time, carrier, activities. */
export type StoreTag =
  | { kind: 'rewards' }
  | { kind: 'prep'; minutes: number }
  | { kind: 'carrier'; carrier: DeliveryCarrier }
  | { kind: 'activity'; percentPaid: number; orderTypes: readonly DiningType[] };

type TaggedBusiness = Pick<
  BusinessSummaryDto,
  'pointsConfig' | 'prepareFoodTime' | 'deliveryCarrier' | 'diningTypes' | 'activities'
>;

/**
 * The tags of a store card. Prep time only when the store states one; the carrier only when the
 * store delivers; one tag per activity that takes something off (the first detail, as specified).
 */
export function storeTags(business: TaggedBusiness): StoreTag[] {
  const tags: StoreTag[] = [];
  if (business.pointsConfig.status) tags.push({ kind: 'rewards' });
  const minutes = prepMinutes(business.prepareFoodTime);
  if (minutes > 0) tags.push({ kind: 'prep', minutes });
  if (business.diningTypes.includes('delivery')) {
    tags.push({ kind: 'carrier', carrier: business.deliveryCarrier });
  }
  for (const activity of business.activities) {
    const detail = activity.details[0];
    if (!detail || detail.discountPercent >= 100) continue;
    tags.push({
      kind: 'activity',
      percentPaid: detail.discountPercent,
      orderTypes:
        activity.activityType === 'orderTypeDiscount' ? detail.availableConditions.availableOrderTypes : [],
    });
  }
  return tags;
}

/** i18n key of each carrier's name. */
export const carrierKey: Record<DeliveryCarrier, TextKey> = {
  platform: 'stores.carrier.platform',
  business: 'stores.carrier.business',
  doordash: 'stores.carrier.doordash',
};

/** i18n key of each dining type's name. */
export const diningTypeKey: Record<DiningType, TextKey> = {
  delivery: 'stores.diningType.delivery',
  pickup: 'stores.diningType.pickup',
  dineIn: 'stores.diningType.dineIn',
};

/** The text of a tag in the page's language. */
export function tagText(tag: StoreTag, t: Translate, language: TextLanguage): string {
  switch (tag.kind) {
    case 'rewards':
      return t('stores.tag.rewards');
    case 'prep':
      return t('stores.tag.prep', { minutes: tag.minutes });
    case 'carrier':
      return t(carrierKey[tag.carrier]);
    case 'activity': {
      // 85 (the share paid) reads "15% off" in English and "8.5折" in Chinese.
      const discount = discountLabel(tag.percentPaid, language);
      if (tag.orderTypes.length === 0) return discount;
      const types = tag.orderTypes.map((type) => t(diningTypeKey[type])).join(t('stores.listSeparator'));
      return t('stores.tag.discountFor', { discount, types });
    }
  }
}

/** The label a card shows: Open, Reserved or Closed; a store whose staff paused orders says why. */
export function storeLabelText(
  t: Translate,
  business: Pick<BusinessSummaryDto, 'pauseReason'>,
  label: StoreLabel,
): string {
  if (business.pauseReason === null) return t(`stores.label.${label}`);
  return t('stores.pausedLabel', { reason: t(`stores.pauseReason.${business.pauseReason}`) });
}
