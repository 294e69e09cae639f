import type { BusinessDetailDto } from '@nearbite/contract/store';
import { dollars } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { feePending, submitLabel } from '../lib/checkout-panel-view';
import type { CheckoutPanelModel } from '../use-checkout-panel';

/** The total (noting a delivery fee still to come) and the submit button, kept at the bottom. */
export function SubmitBar({
  model,
  business,
  orderType,
}: {
  model: CheckoutPanelModel;
  business: BusinessDetailDto;
  orderType: OrderType;
}) {
  const { t } = useTranslation();
  const { quote } = model.state;
  const closed = !business.isOpen && !business.canReserved;
  const label = submitLabel({
    closed,
    orderType,
    deliveryShortfall: quote.flags.deliveryShortfall,
    submitting: model.submitting,
  });
  return (
    <div className="nb-submit-bar">
      {feePending(quote) ? (
        // The total will grow by the delivery fee: say so where the diner reads the total.
        <span className="nb-submit-total">
          <span className="nb-submit-total-note">{t('price.totalBeforeDelivery')}</span>
          {dollars(quote.totalPrice)}
        </span>
      ) : (
        <span className="nb-submit-total">
          <span className="nb-visually-hidden">{t('price.total')} </span>
          {dollars(quote.totalPrice)}
        </span>
      )}
      <button
        type="button"
        className="nb-submit-button"
        disabled={closed || model.submitting}
        aria-busy={model.submitting}
        onClick={() => void model.submit()}
      >
        {label.key === 'checkout.submit.toDeliver'
          ? t(label.key, { amount: dollars(label.shortfall) })
          : t(label.key)}
      </button>
    </div>
  );
}
