import type { BusinessDetailDto } from '@nearbite/contract/store';
import { milesText } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import { formatPhoneInput } from '@nearbite/domain/phone';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Switch } from '../../../shared/ui/switch';
import { timeDayOffset } from '../lib/checkout-panel-view';
import type { CheckoutPanelModel } from '../use-checkout-panel';
import { ChoiceRow } from './choice-row';
import { useTimeText } from './time-chooser';

/** Where a delivery goes: the diner's address or a host, and the host switch where hosts are offered. */
export function DeliverySection({ model }: { model: CheckoutPanelModel }) {
  const { t } = useTranslation();
  const { state, choices, hostsOffered, reach, goTo, pickPointUrl, requireLogin, setChooser, toggleHost } =
    model;
  const contactName = choices.hostContact?.userName;
  return (
    <div className="nb-checkout-block">
      {state.toHost && state.host ? (
        <ChoiceRow
          label={t('checkout.host.deliverTo')}
          value={state.host.name}
          detail={
            <>
              {state.host.fullAddress}
              {contactName ? ` · ${contactName}` : ''}
            </>
          }
          onClick={() => goTo(pickPointUrl())}
        />
      ) : (
        <ChoiceRow
          label={t('checkout.address.deliverTo')}
          value={state.address ? state.address.fullAddress : t('checkout.address.choose')}
          empty={!state.address}
          detail={
            state.address
              ? `${state.address.userName} · ${formatPhoneInput(state.address.phoneNumber)} · ${t('checkout.address.miles', { miles: milesText(reach(state.address).miles) })}`
              : undefined
          }
          onClick={() => requireLogin(() => setChooser('address'))}
        />
      )}
      {hostsOffered ? (
        <div className="nb-host-switch">
          <label className="nb-switch-row">
            <span>
              <span className="nb-host-title">{t('checkout.host.switch')}</span>
              <span className="nb-host-hint">
                {state.host
                  ? t('checkout.host.at', { name: state.host.name, miles: milesText(state.host.distance) })
                  : t('checkout.host.intro')}
              </span>
            </span>
            <Switch checked={state.toHost} onChange={toggleHost} />
          </label>
          <button
            type="button"
            className="nb-link-button"
            onClick={() => requireLogin(() => goTo(pickPointUrl()))}
          >
            {t('checkout.host.choose')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The store's pickup address of a pickup order. */
export function PickupRow({ model, business }: { model: CheckoutPanelModel; business: BusinessDetailDto }) {
  const { t } = useTranslation();
  const { pickupAddress } = model.state;
  return (
    <div className="nb-checkout-block">
      <ChoiceRow
        label={t('checkout.pickup.at')}
        value={pickupAddress?.name ?? t('checkout.pickup.none')}
        empty={!pickupAddress}
        detail={pickupAddress?.address}
        onClick={() => model.setChooser('pickup')}
        disabled={business.pickUpAddresses.length === 0}
      />
    </div>
  );
}

/** When the order is delivered or picked up. */
export function TimeRow({
  model,
  orderType,
  timeZone,
}: {
  model: CheckoutPanelModel;
  orderType: OrderType;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const timeText = useTimeText(timeZone);
  const { time, slots } = model.state;
  return (
    <div className="nb-checkout-block">
      <ChoiceRow
        label={orderType === 'delivery' ? t('checkout.time.deliveryLabel') : t('checkout.time.pickupLabel')}
        value={time === null ? t('checkout.time.choose') : timeText(time, timeDayOffset(slots, time))}
        empty={time === null}
        onClick={() => model.setChooser('time')}
      />
    </div>
  );
}
