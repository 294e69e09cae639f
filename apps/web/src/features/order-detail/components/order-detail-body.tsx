import type { OrderDetailDto } from '@nearbite/contract/order-views';
import type { OrderStatusLabelKey } from '@nearbite/domain/order-display';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { noPaymentNoteOf } from '../lib/order-view';
import { priceSummaryOfOrder } from '../lib/price-rows';
import { OrderFacts } from './order-facts';
import { OrderHead } from './order-head';
import { OrderLines } from './order-lines';
import { PaymentList } from './payment-list';
import { PriceDetails } from './price-details';
import './order-detail.css';

export interface OrderDetailBodyProps {
  order: OrderDetailDto;
  labelKey: OrderStatusLabelKey;
  unpaid: boolean;
  payLeft: number;
  /** The action bar, under the status. */
  actions: ReactNode;
}

/** The detail's sections: status and actions, items, prices, payments, and the order's facts. */
export function OrderDetailBody({ order, labelKey, unpaid, payLeft, actions }: OrderDetailBodyProps) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <>
      <section className="nb-detail-section">
        <OrderHead order={order} labelKey={labelKey} payLeft={payLeft} unpaid={unpaid} />
      </section>
      {actions}
      <section className="nb-detail-section" aria-labelledby={`${ids}-items`}>
        <h2 id={`${ids}-items`} className="nb-detail-section-title">
          {t('orderInfo.items')}
        </h2>
        <OrderLines commodities={order.commodities} labelledBy={`${ids}-items`} />
      </section>
      <section className="nb-detail-section" aria-labelledby={`${ids}-prices`}>
        <h2 id={`${ids}-prices`} className="nb-detail-section-title">
          {t('orderInfo.priceDetails')}
        </h2>
        <PriceDetails summary={priceSummaryOfOrder(order)} />
        {order.points.used > 0 || order.points.earned > 0 ? (
          <dl className="nb-facts">
            {order.points.used > 0 ? (
              <div className="nb-fact">
                <dt>{t('orderInfo.pointsUsed')}</dt>
                <dd>{order.points.used}</dd>
              </div>
            ) : null}
            {order.points.earned > 0 ? (
              <div className="nb-fact">
                <dt>{t('orderInfo.pointsEarned')}</dt>
                <dd>{order.points.earned}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </section>
      <section className="nb-detail-section" aria-labelledby={`${ids}-payments`}>
        <h2 id={`${ids}-payments`} className="nb-detail-section-title">
          {t('orderInfo.payments')}
        </h2>
        <PaymentList payments={order.payments} none={noPaymentNoteOf(order)} />
      </section>
      <section className="nb-detail-section" aria-labelledby={`${ids}-facts`}>
        <h2 id={`${ids}-facts`} className="nb-detail-section-title">
          {t('orderInfo.details')}
        </h2>
        <OrderFacts order={order} />
      </section>
    </>
  );
}
