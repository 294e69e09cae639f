import type { BusinessDetailDto } from '@nearbite/contract/store';
import { prepMinutes } from '@nearbite/domain/discovery';
import type { OrderType } from '@nearbite/domain/order-type';
import { useTranslation } from 'react-i18next';
import { dollars } from '../../../shared/lib/dollars';
import { infoDeliveryFee, milesText } from '../lib/store-info';

export interface InfoStripProps {
  detail: BusinessDetailDto;
  orderType: OrderType | null;
  tableName: string | null;
  dinerCount: number | null;
  onChooseDiners: () => void;
}

/**
 * The info strip: preparation time, the delivery fee ("+$4.99") in delivery, the distance in pickup;
 * in dine-in the table and the diner count (tap to choose).
 */
export function InfoStrip({ detail, orderType, tableName, dinerCount, onChooseDiners }: InfoStripProps) {
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
      {minutes > 0 ? <li>{t('store.prepMinutes', { minutes })}</li> : null}
      {fee !== null ? <li>{t('store.deliveryFee', { fee: dollars(fee) })}</li> : null}
      {orderType === 'pickup' && detail.distance !== null ? (
        <li>{t('store.distance', { miles: milesText(detail.distance) })}</li>
      ) : null}
    </ul>
  );
}
