import type { BusinessDetailDto } from '@nearbite/contract/store';
import { prepMinutes } from '@nearbite/domain/discovery';
import { dollars, milesText } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import type { Translate } from '../../../shared/i18n/translation';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { type InfoDeliveryFee, infoDeliveryFee } from '../lib/store-info';

/** A small "i" in a circle: the strip's parts that explain themselves. */
function InfoMark() {
  return (
    <svg className="nb-shop-strip-mark" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M8 7v4.5M8 4.6v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** "Delivery +$4.99", or why no fee is shown: no location yet, or beyond the delivery area. */
function feeText(fee: InfoDeliveryFee, t: Translate): string {
  switch (fee.kind) {
    case 'fee':
      return t('store.deliveryFee', { fee: dollars(fee.fee) });
    case 'needsLocation':
      return t('store.deliveryNeedsLocation');
    case 'outOfRange':
      return t('store.deliveryOutOfRange');
  }
}

export interface InfoStripProps {
  detail: BusinessDetailDto;
  orderType: OrderType | null;
  tableName: string | null;
  dinerCount: number | null;
  onChooseDiners: () => void;
  /** Opens the preparation-time or delivery-fee explanation. */
  onExplain: (topic: 'prep' | 'fee') => void;
}

/**
 * The info strip: preparation time, the delivery fee ("+$4.99") in delivery, the distance in pickup;
 * in dine-in the table and the diner count (tap to choose). The time and the fee open their explanations.
 */
export function InfoStrip({
  detail,
  orderType,
  tableName,
  dinerCount,
  onChooseDiners,
  onExplain,
}: InfoStripProps) {
  const { t } = useTranslation();
  const minutes = prepMinutes(detail.prepareFoodTime);
  const fee = orderType === 'delivery' ? infoDeliveryFee(detail) : null;
  return (
    <ul className="nb-shop-strip">
      {orderType === 'dineIn' && tableName ? (
        <>
          <li>{t('store.table', { table: tableName })}</li>
          <li>
            <button
              type="button"
              className="nb-shop-strip-button"
              aria-haspopup="dialog"
              onClick={onChooseDiners}
            >
              {dinerCount ? t('store.diners', { count: dinerCount }) : t('store.chooseDiners')}
            </button>
          </li>
        </>
      ) : null}
      {minutes > 0 ? (
        <li>
          <button
            type="button"
            className="nb-shop-strip-link"
            aria-haspopup="dialog"
            aria-label={t('store.prepButton', { minutes })}
            onClick={() => onExplain('prep')}
          >
            {t('store.prepMinutes', { minutes })}
            <InfoMark />
          </button>
        </li>
      ) : null}
      {fee !== null ? (
        <li>
          <button
            type="button"
            className="nb-shop-strip-link"
            aria-haspopup="dialog"
            aria-label={t('store.feeButton', { fee: feeText(fee, t) })}
            onClick={() => onExplain('fee')}
          >
            {feeText(fee, t)}
            <InfoMark />
          </button>
        </li>
      ) : null}
      {orderType === 'pickup' && detail.distance !== null ? (
        <li>{t('store.distance', { miles: milesText(detail.distance) })}</li>
      ) : null}
    </ul>
  );
}
