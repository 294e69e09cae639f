import type { RefundInfoDto } from '@nearbite/contract/order-receipts';
import { dollars } from '@nearbite/domain/money-text';
import { REFUND_DAYS } from '@nearbite/domain/order-display';
import { useId } from 'react';
import { orderReasonText } from '../../../shared/i18n/order-reason';
import { formatStoreTime } from '../../../shared/i18n/orders-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { customRefundTotal, refundReasonsOf, storePhoneOf } from '../lib/refund-view';
import './refund.css';
import { actionButton } from '../../../shared/ui/action-button';

export interface RefundViewProps {
  refund: RefundInfoDto;
  onTracking: () => void;
}

/**
 * The refund screen: its status and amount, the reason, the refunded items with their counts, how long
 * the money takes, a call to the store and the tracking dialog.
 */
export function RefundView({ refund, onTracking }: RefundViewProps) {
  const { t } = useTranslation();
  const ids = useId();
  const reasons = refundReasonsOf(refund).map((reason) => orderReasonText(reason, t));
  const custom = customRefundTotal(refund);
  const phone = storePhoneOf(refund);
  return (
    <>
      <section className="nb-refund-card" aria-labelledby={`${ids}-status`}>
        <h2 id={`${ids}-status`} className="nb-refund-status" data-testid="refund-status">
          {t(`refund.status.${refund.status}`)}
        </h2>
        <p className="nb-refund-kind">{t(refund.fullRefunded ? 'refund.fullRefund' : 'refund.partRefund')}</p>
        <dl className="nb-refund-facts">
          <div>
            <dt>{t('refund.amount')}</dt>
            <dd className="nb-refund-amount" data-testid="refund-amount">
              {dollars(refund.refundedPrice)}
            </dd>
          </div>
          {reasons.length > 0 ? (
            <div>
              <dt>{t('refund.reason')}</dt>
              <dd data-testid="refund-reason">{reasons.join(t('refund.reasonSeparator'))}</dd>
            </div>
          ) : null}
        </dl>
        <p className="nb-refund-muted">
          {t('refund.requestedAt', {
            time: formatStoreTime(refund.refundedTime.createTime, refund.business.timeZone),
          })}
        </p>
        <p className="nb-refund-days">{t('refund.days', { min: REFUND_DAYS.min, max: REFUND_DAYS.max })}</p>
        <button type="button" className={actionButton} onClick={onTracking}>
          {t('refund.tracking')}
        </button>
      </section>
      {refund.commodities.length > 0 || custom > 0 ? (
        <section className="nb-refund-card" aria-labelledby={`${ids}-goods`}>
          <h2 id={`${ids}-goods`} className="nb-refund-title">
            {t('refund.goods')}
          </h2>
          <ul className="nb-refund-goods">
            {refund.commodities.map((line) => (
              <li key={line.id} className="nb-refund-good">
                {line.thumbnail ? (
                  <img src={line.thumbnail} alt="" width={44} height={44} loading="lazy" />
                ) : null}
                <span className="nb-refund-good-name">{line.name}</span>
                <span className="nb-refund-good-count">
                  {t('refund.refundedOf', { refunded: line.refundedNumber, bought: line.boughtNumber })}
                </span>
              </li>
            ))}
          </ul>
          {custom > 0 ? (
            <p className="nb-refund-muted">{t('refund.customAmount', { amount: dollars(custom) })}</p>
          ) : null}
        </section>
      ) : null}
      <section className="nb-refund-card" aria-labelledby={`${ids}-contact`}>
        <h2 id={`${ids}-contact`} className="nb-refund-title">
          {t('refund.contact')}
        </h2>
        {phone ? (
          <a className={`${actionButton} nb-refund-call`} href={phone.href}>
            {t('refund.call', { name: refund.business.name })} · {phone.text}
          </a>
        ) : (
          <p className="nb-refund-muted">{t('refund.noPhone')}</p>
        )}
      </section>
    </>
  );
}
