import type { OrderType } from '@nearbite/domain/order-type';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Sheet } from '../../../shared/ui/sheet';

export interface TaxExplanationProps {
  orderType: OrderType;
  /** Tax rate in millionths. */
  taxRate: number;
  noTaxOnPickupOrders: boolean;
}

/** The "?" next to the breakdown's tax: a sheet explaining the tax rate and the fees. */
export function TaxExplanation({ orderType, taxRate, noTaxOnPickupOrders }: TaxExplanationProps) {
  const { t } = useTranslation();
  const [explaining, setExplaining] = useState(false);
  const ratePercent = `${Number((taxRate / 10_000).toFixed(4))}%`;
  return (
    <>
      <button
        type="button"
        className="nb-info-button"
        aria-label={t('checkout.price.taxExplain')}
        onClick={() => setExplaining(true)}
      >
        ?
      </button>
      <Sheet
        className="nb-checkout-sheet"
        visible={explaining}
        title={t('checkout.price.taxExplainTitle')}
        onClose={() => setExplaining(false)}
      >
        <div className="nb-checkout-explain">
          <p>{t('checkout.price.taxText', { rate: ratePercent })}</p>
          {noTaxOnPickupOrders ? <p>{t('checkout.price.noPickupTax')}</p> : null}
          <p>{t('checkout.price.serviceFeeText')}</p>
          {orderType === 'delivery' ? <p>{t('checkout.price.deliveryFeeText')}</p> : null}
          {orderType === 'delivery' ? <p>{t('checkout.price.smallOrderFeeText')}</p> : null}
        </div>
      </Sheet>
    </>
  );
}
