import { dollars } from '@nearbite/domain/money-text';
import type { Translate } from '../../../shared/i18n/translation';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { type PriceRow, type PriceSummary, priceRowsOf } from '../lib/price-rows';

function labelOf(row: PriceRow, t: Translate): string {
  switch (row.key) {
    case 'subtotal':
      return t('orderInfo.subtotal');
    case 'coupon':
      return t('orderInfo.coupon', { name: row.name ?? '' });
    case 'activity':
      return row.name ?? t('orderInfo.discounts');
    case 'discounts':
      return t('orderInfo.discounts');
    default:
      return t(`orderInfo.${row.key}`);
  }
}

/** The price section: subtotal, discounts, tax, fees, tip, the total and any refund. */
export function PriceDetails({ summary }: { summary: PriceSummary }) {
  const { t } = useTranslation();
  return (
    <dl className="nb-price-details">
      {priceRowsOf(summary).map((row) => (
        <div
          key={row.id}
          className={row.key === 'total' ? 'nb-price-row nb-price-total' : 'nb-price-row'}
          data-testid={row.key === 'total' ? 'order-total' : undefined}
        >
          <dt>{labelOf(row, t)}</dt>
          <dd>{dollars(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
