import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { dollars } from '@nearbite/domain/money-text';
import type { Translate } from '../../../shared/i18n/translation';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NoPaymentNote } from '../lib/order-view';

type Payment = OrderDetailDto['payments'][number];

/** How a payment reads: "Visa •••• 4242" for a card, else the payment type. */
function methodText(payment: Payment, t: Translate): string {
  const card = payment.methodDetails;
  if (card?.cardNumber) {
    const brand = card.cardType
      ? card.cardType.charAt(0).toUpperCase() + card.cardType.slice(1)
      : t('orderInfo.paymentType.Card');
    return t('orderInfo.card', { brand, last4: card.cardNumber.slice(-4) });
  }
  return t(`orderInfo.paymentType.${payment.paymentType}`);
}

/**
 * The payments of an order, with their amounts (and their status when not paid); `none` says why there is
 * none to list.
 */
export function PaymentList({ payments, none }: { payments: readonly Payment[]; none: NoPaymentNote }) {
  const { t } = useTranslation();
  if (payments.length === 0) return <p className="nb-detail-muted">{t(`orderInfo.noPayment.${none}`)}</p>;
  return (
    <ul className="nb-payment-list">
      {payments.map((payment) => (
        <li key={payment.id} className="nb-price-row">
          <span>
            {methodText(payment, t)}
            {payment.status !== 'succeeded' ? (
              <span className="nb-detail-muted"> · {t(`orderInfo.paymentStatus.${payment.status}`)}</span>
            ) : null}
          </span>
          <span>{dollars(payment.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
