import type { OrderType } from '@nearbite/domain/order-type';
import { DINER_COUNT_MAX, DINER_COUNT_MIN } from '@nearbite/domain/ordering-limits';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { dinerCounts } from '../lib/checkout-panel-view';

export interface DiningTypeSectionProps {
  orderType: OrderType;
  tableName: string | null;
  dinerCount: number | null;
  onDinerCountChange: (count: number) => void;
  onSwitch: (type: 'delivery' | 'pickup') => void;
}

/** The top of checkout: the table and diner count of a dine-in visit, else the delivery/pickup switch. */
export function DiningTypeSection({
  orderType,
  tableName,
  dinerCount,
  onDinerCountChange,
  onSwitch,
}: DiningTypeSectionProps) {
  const { t } = useTranslation();
  const dinersId = `${useId()}-diners`;
  if (orderType === 'dineIn') {
    return (
      <div className="nb-checkout-block nb-dine-in">
        <p className="nb-dine-in-table">{t('checkout.dineIn.table', { table: tableName ?? '' })}</p>
        <label className="nb-checkout-field nb-diners" htmlFor={dinersId}>
          <span>{t('checkout.dineIn.diners')}</span>
          <select
            id={dinersId}
            className="nb-checkout-select"
            value={dinerCount ?? ''}
            onChange={(event) => {
              if (event.target.value !== '') onDinerCountChange(Number(event.target.value));
            }}
          >
            <option value="">{t('checkout.dineIn.choose')}</option>
            {dinerCounts(DINER_COUNT_MIN, DINER_COUNT_MAX).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
      </div>
    );
  }
  return (
    <fieldset className="nb-dining-switch" aria-label={t('checkout.diningType')}>
      {(['delivery', 'pickup'] as const).map((type) => (
        <button
          key={type}
          type="button"
          className="nb-dining-option"
          aria-pressed={orderType === type}
          onClick={() => onSwitch(type)}
        >
          {t(`stores.diningType.${type}`)}
        </button>
      ))}
    </fieldset>
  );
}
