import { dollars } from '@nearbite/domain/money-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PriceBreakdown } from '../../../shared/ui/price-breakdown';
import { formatCountdown, type PaymentOrder } from '../lib/payment-rules';

/** The time left to pay, ticking each second. */
function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <p className="nb-pay-countdown">
      <span>{t('payment.timeLeft')}</span>
      <span
        role="timer"
        className="nb-pay-countdown-value"
        aria-label={t('payment.timeLeftLabel', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })}
      >
        {formatCountdown(seconds)}
      </span>
    </p>
  );
}

/**
 * The order's total and its price lines as checkout showed them (the order's stored pricing, through the
 * shared breakdown), what was already paid, and the countdown.
 */
export function Summary({ order, seconds }: { order: PaymentOrder; seconds: number }) {
  const { t } = useTranslation();
  return (
    <section className="nb-pay-summary" aria-labelledby="nb-pay-total-label">
      <p className="nb-pay-business">{order.business.name}</p>
      <p className="nb-pay-total">
        <span id="nb-pay-total-label">{t('payment.total')}</span>
        <strong data-testid="payment-total">{dollars(order.totalPrice)}</strong>
      </p>
      <PriceBreakdown
        className="nb-pay-breakdown"
        lines={order.priceBreakdown}
        deliveryFee={order.orderType === 'delivery' ? 'charged' : 'none'}
        totalTestId="payment-breakdown-total"
      />
      {order.paidPrice > 0 ? (
        <dl className="nb-pay-paid">
          <div className="nb-price-row">
            <dt>{t('payment.paid')}</dt>
            <dd>{dollars(-order.paidPrice)}</dd>
          </div>
        </dl>
      ) : null}
      <Countdown seconds={seconds} />
    </section>
  );
}
