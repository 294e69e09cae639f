import type { ReceiptDto } from '@nearbite/contract/order-receipts';
import { formatPhoneInput, nationalDigits } from '@nearbite/domain/phone';
import { type ReactNode, useId } from 'react';
import { formatStoreTime } from '../../../shared/i18n/orders-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import './receipt.css';

export interface ReceiptViewProps {
  receipt: ReceiptDto;
  /** The lines, price and payment sections (drawn by the order detail's pieces). */
  lines: (labelledBy: string) => ReactNode;
  prices: ReactNode;
  payments: ReactNode;
}

/** The public receipt: the store, when and how it was ordered, what was bought, the prices and payments. */
export function ReceiptView({ receipt, lines, prices, payments }: ReceiptViewProps) {
  const { t } = useTranslation();
  const ids = useId();
  const digits = receipt.business.phoneNumber ? nationalDigits(receipt.business.phoneNumber) : null;
  const phone = digits ? formatPhoneInput(digits) : receipt.business.phoneNumber;
  return (
    <article className="nb-receipt">
      <header className="nb-receipt-head">
        <h2 className="nb-receipt-store">{receipt.business.name}</h2>
        <p className="nb-receipt-muted">{receipt.business.fullAddress}</p>
        {phone ? <p className="nb-receipt-muted">{phone}</p> : null}
        <p className="nb-receipt-meta">
          <span>{t(`orders.type.${receipt.orderType}`)}</span>
          <span className="nb-order-code">{t('receipt.orderNumber', { code: receipt.orderCode })}</span>
          {receipt.tableName ? <span>{t('receipt.table', { table: receipt.tableName })}</span> : null}
          <span>
            {t('receipt.placedAt', { time: formatStoreTime(receipt.createdTime, receipt.business.timeZone) })}
          </span>
        </p>
        {receipt.fullRefunded ? (
          <p className="nb-receipt-flag">{t('receipt.refundedFully')}</p>
        ) : receipt.orderStatus === 'cancelled' ? (
          <p className="nb-receipt-flag">{t('receipt.cancelled')}</p>
        ) : null}
      </header>
      <section className="nb-receipt-part" aria-labelledby={`${ids}-items`}>
        <h3 id={`${ids}-items`} className="nb-visually-hidden">
          {t('orderInfo.items')}
        </h3>
        {lines(`${ids}-items`)}
      </section>
      <section className="nb-receipt-part" aria-label={t('orderInfo.priceDetails')}>
        {prices}
      </section>
      <section className="nb-receipt-part" aria-labelledby={`${ids}-payments`}>
        <h3 id={`${ids}-payments`} className="nb-receipt-part-title">
          {t('orderInfo.payments')}
        </h3>
        {payments}
      </section>
      <p className="nb-receipt-thanks">{t('receipt.thanks')}</p>
    </article>
  );
}
