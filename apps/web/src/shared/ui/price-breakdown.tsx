import { dollars } from '@nearbite/domain/money-text';
import type { DeliveryFeeState } from '@nearbite/domain/pricing';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import './price-breakdown.css';

/**
 * The figures a breakdown shows, in cents, as the pricing engine gives them: checkout's quote, or the
 * order's stored pricing (the order read's `priceBreakdown`). No figure is worked out here.
 */
export interface PriceLines {
  commoditiesPrice: number;
  discountPrice: number;
  orderDiscountPrice: number;
  couponDiscount: number;
  deliveryPrice: number;
  smallOrderExtraPrice: number;
  servicePrice: number;
  excisePrice: number;
  tipPrice: number;
  pointsUsed: number;
  totalPrice: number;
}

export interface PriceBreakdownProps {
  lines: PriceLines;
  /** The delivery row: none (not a delivery), its amount, or why there is none yet. */
  deliveryFee: DeliveryFeeState;
  /** Shown next to the tax label (checkout's "?" explanation). */
  taxInfo?: ReactNode;
  /** The total's test id. */
  totalTestId: string;
  className?: string;
}

function Row({ label, amount, negative = false }: { label: string; amount: number; negative?: boolean }) {
  return (
    <div className="nb-price-row">
      <dt>{label}</dt>
      <dd>{negative ? dollars(-amount) : dollars(amount)}</dd>
    </div>
  );
}

/**
 * The order's price lines, the same on checkout and the payment screen: subtotal, discounts, coupon,
 * delivery fee (or "Choose an address" / "Out of range"), small-order fee, service fee, tax, tip, points
 * and the total. What is taken off is written negative ("-$2.00"), so the amounts shown add up to the
 * total.
 */
export function PriceBreakdown({ lines, deliveryFee, taxInfo, totalTestId, className }: PriceBreakdownProps) {
  const { t } = useTranslation();
  const feePending = deliveryFee === 'awaitingAddress' || deliveryFee === 'outOfRange';
  return (
    <section className={className ?? 'nb-price-block'} aria-label={t('price.title')}>
      <dl className="nb-price">
        <Row label={t('price.subtotal')} amount={lines.commoditiesPrice} />
        {lines.discountPrice > 0 ? (
          <Row label={t('price.itemDiscount')} amount={lines.discountPrice} negative />
        ) : null}
        {lines.orderDiscountPrice > 0 ? (
          <Row label={t('price.orderDiscount')} amount={lines.orderDiscountPrice} negative />
        ) : null}
        {lines.couponDiscount > 0 ? (
          <Row label={t('price.coupon')} amount={lines.couponDiscount} negative />
        ) : null}
        {deliveryFee === 'charged' ? (
          <Row label={t('price.deliveryFee')} amount={lines.deliveryPrice} />
        ) : null}
        {feePending ? (
          <div className="nb-price-row nb-price-pending">
            <dt>{t('price.deliveryFee')}</dt>
            <dd>
              {deliveryFee === 'awaitingAddress'
                ? t('price.deliveryAwaitingAddress')
                : t('price.deliveryOutOfRange')}
            </dd>
          </div>
        ) : null}
        {lines.smallOrderExtraPrice > 0 ? (
          <Row label={t('price.smallOrderFee')} amount={lines.smallOrderExtraPrice} />
        ) : null}
        {lines.servicePrice > 0 ? <Row label={t('price.serviceFee')} amount={lines.servicePrice} /> : null}
        <div className="nb-price-row">
          <dt>
            {t('price.tax')}
            {taxInfo}
          </dt>
          <dd>{dollars(lines.excisePrice)}</dd>
        </div>
        {lines.tipPrice > 0 ? <Row label={t('price.tip')} amount={lines.tipPrice} /> : null}
        {lines.pointsUsed > 0 ? (
          <div className="nb-price-row">
            <dt>{t('price.points')}</dt>
            <dd>{t('price.pointsAmount', { count: lines.pointsUsed })}</dd>
          </div>
        ) : null}
        <div className="nb-price-row nb-price-total">
          <dt>{feePending ? t('price.totalBeforeDelivery') : t('price.total')}</dt>
          <dd data-testid={totalTestId}>{dollars(lines.totalPrice)}</dd>
        </div>
      </dl>
    </section>
  );
}
