import type { OrderType } from '@nearbite/domain/order-type';
import type { PriceQuote } from '@nearbite/domain/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dollars } from '../../../shared/lib/dollars';
import { Sheet } from './sheet';

export interface PriceBreakdownProps {
  quote: PriceQuote;
  orderType: OrderType;
  /** Tax rate in millionths, for the explanation. */
  taxRate: number;
  noTaxOnPickupOrders: boolean;
}

function Row({ label, amount, negative = false }: { label: string; amount: number; negative?: boolean }) {
  return (
    <div className="nb-price-row">
      <dt>{label}</dt>
      <dd>{negative ? dollars(-amount) : dollars(amount)}</dd>
    </div>
  );
}

/** The figures of the order as the engine priced them, with an explanation of taxes and fees. */
export function PriceBreakdown({ quote, orderType, taxRate, noTaxOnPickupOrders }: PriceBreakdownProps) {
  const { t } = useTranslation();
  const [explaining, setExplaining] = useState(false);
  const ratePercent = `${Number((taxRate / 10_000).toFixed(4))}%`;
  return (
    <section className="nb-checkout-block" aria-label={t('checkout.price.title')}>
      <dl className="nb-price">
        <Row label={t('checkout.price.subtotal')} amount={quote.commoditiesPrice} />
        {quote.discountPrice > 0 ? (
          <Row label={t('checkout.price.itemDiscount')} amount={quote.discountPrice} negative />
        ) : null}
        {quote.orderDiscountPrice > 0 ? (
          <Row label={t('checkout.price.orderDiscount')} amount={quote.orderDiscountPrice} negative />
        ) : null}
        {quote.couponDiscount > 0 ? (
          <Row label={t('checkout.price.coupon')} amount={quote.couponDiscount} negative />
        ) : null}
        {orderType === 'delivery' ? (
          <Row label={t('checkout.price.deliveryFee')} amount={quote.deliveryPrice} />
        ) : null}
        {quote.smallOrderExtraPrice > 0 ? (
          <Row label={t('checkout.price.smallOrderFee')} amount={quote.smallOrderExtraPrice} />
        ) : null}
        {quote.servicePrice > 0 ? (
          <Row label={t('checkout.price.serviceFee')} amount={quote.servicePrice} />
        ) : null}
        <div className="nb-price-row">
          <dt>
            {t('checkout.price.tax')}
            <button
              type="button"
              className="nb-info-button"
              aria-label={t('checkout.price.taxExplain')}
              onClick={() => setExplaining(true)}
            >
              ?
            </button>
          </dt>
          <dd>{dollars(quote.excisePrice)}</dd>
        </div>
        {quote.tipPrice > 0 ? <Row label={t('checkout.price.tip')} amount={quote.tipPrice} /> : null}
        {quote.pointsUsed > 0 ? (
          <div className="nb-price-row">
            <dt>{t('checkout.price.points')}</dt>
            <dd>{t('checkout.points.amount', { points: quote.pointsUsed, count: quote.pointsUsed })}</dd>
          </div>
        ) : null}
        <div className="nb-price-row nb-price-total">
          <dt>{t('checkout.price.total')}</dt>
          <dd data-testid="checkout-total">{dollars(quote.totalPrice)}</dd>
        </div>
      </dl>
      <Sheet
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
    </section>
  );
}
