import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { BusinessDetailDto, PickUpAddressDto } from '@nearbite/contract/store';
import { isBeyondMaxDistance } from '@nearbite/domain/delivery-fee';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { dollars, milesText } from '@nearbite/domain/money-text';
import { canSwitchDiningType, type OrderType } from '@nearbite/domain/order-type';
import { DINER_COUNT_MAX, DINER_COUNT_MIN, ORDER_NOTE_MAX_LENGTH } from '@nearbite/domain/ordering-limits';
import { formatPhoneInput, nationalDigits, PHONE_INPUT_MAX_LENGTH } from '@nearbite/domain/phone';
import { localTimeAt } from '@nearbite/domain/store-status';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCheckoutTexts } from '../../../shared/i18n/checkout-texts';
import { showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useUser } from '../../../shared/lib/user-store';
import { PriceBreakdown } from '../../../shared/ui/price-breakdown';
import {
  useAddresses,
  usePickupPoints,
  usePointsCard,
  useRequiredForDineIn,
  useSelfPickupConfig,
  useUserCoupons,
} from '../api';
import { checkoutChoicesStore, useCheckoutChoices } from '../lib/checkout-choices';
import type { CheckoutLine } from '../lib/checkout-line';
import { deliveryDistance, deliveryFeeConfig, pointOf } from '../lib/checkout-pricing';
import { type CheckoutContext, deriveCheckout } from '../lib/checkout-state';
import type { PlacesMap } from '../lib/map-slots';
import { locationParam } from '../lib/pick-point-url';
import { useSubmitOrder } from '../use-submit-order';
import { AddressChooser } from './address-chooser';
import { showListAlert } from './alerts';
import { ChoiceRow } from './choice-row';
import { CouponChooser, useCouponValueText } from './coupon-chooser';
import { PickupAddressChooser } from './pickup-address-chooser';
import { PointsCoupons } from './points-coupons';
import { PointsRedemption } from './points-redemption';
import { TaxExplanation } from './tax-explanation';
import { TimeChooser, useTimeText } from './time-chooser';
import { TipChooser } from './tip-chooser';
import './checkout.css';

export interface CheckoutPanelProps {
  business: BusinessDetailDto;
  /** The store's cart lines. */
  lines: readonly CheckoutLine[];
  /** The store page's dining type, and how to change it (delivery and pickup only). */
  orderType: OrderType;
  onOrderTypeChange: (type: 'delivery' | 'pickup') => void;
  /** The table of a dine-in visit, else null. */
  tableName: string | null;
  /** The store page's dine-in diner count (null until chosen), and how to change it. */
  dinerCount: number | null;
  onDinerCountChange: (count: number) => void;
  /** Redeems one unit of a cart line with points (or stops redeeming it). */
  onRedeemChange: (key: string, redeemed: boolean, requiredPoints: number) => void;
  /** The diner's chosen location: hosts are listed nearest to it. */
  userLocation: GeoPoint | null;
  /** Opens the login dialog. */
  onLogin: () => void;
  /** The order exists: clear the store's cart. */
  onOrderPlaced: (orderId: string) => void;
  /** Shows the cart (a required dine-in category is missing). */
  onOpenCart?: () => void;
  /** The map of the pickup-address chooser. */
  PlacesMap?: PlacesMap;
}

type Chooser = 'address' | 'pickup' | 'time' | 'coupon' | null;

/** Slots are judged against a clock that moves on every half minute. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Checkout under the cart: dining type, address or host or pickup address, time, points, coupon, tip,
 * contact phone, note, the engine's price breakdown and the submit button.
 */
export default function CheckoutPanel({
  business,
  lines,
  orderType,
  onOrderTypeChange,
  tableName,
  dinerCount,
  onDinerCountChange,
  onRedeemChange,
  userLocation,
  onLogin,
  onOrderPlaced,
  onOpenCart,
  PlacesMap,
}: CheckoutPanelProps) {
  useCheckoutTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const user = useUser();
  const signedIn = user !== null;
  const now = useNow();
  const [choices, update] = useCheckoutChoices(business.id);
  const [chooser, setChooser] = useState<Chooser>(null);
  const delivers = business.diningTypes.includes('delivery');
  const storePoint = pointOf(business.address.location);
  const hostOrigin = userLocation ?? storePoint;

  const addresses = useAddresses(signedIn);
  const hostConfig = useSelfPickupConfig();
  const hostsOffered = delivers && tableName === null && hostConfig.data?.isOpen === true;
  const hosts = usePickupPoints(business.id, hostOrigin, '', hostsOffered);
  const coupons = useUserCoupons(business.id, signedIn);
  const points = usePointsCard(business.id, signedIn && business.pointsConfig.status);
  const required = useRequiredForDineIn(business.id, tableName !== null);

  const context: CheckoutContext = {
    business,
    lines,
    choices,
    orderType,
    tableName,
    dinerCount,
    signedIn,
    userPhone: user ? nationalDigits(user.phoneNumber) : null,
    addresses: addresses.data,
    hostsOffered,
    hosts: hosts.data?.selfPickupPoints,
    coupons: coupons.data?.coupons,
    curPoints: points.data?.curPoints ?? null,
    requiredCategoryId: required.data?.category?.id ?? null,
    now,
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the context is rebuilt from exactly these.
  const state = useMemo(
    () => deriveCheckout(context),
    [
      business,
      lines,
      choices,
      orderType,
      tableName,
      dinerCount,
      signedIn,
      user,
      addresses.data,
      hostsOffered,
      hosts.data,
      coupons.data,
      points.data,
      required.data,
      now,
    ],
  );
  const { submit, submitting } = useSubmitOrder(context, state, { onLogin, onOpenCart, onOrderPlaced });
  const timeText = useTimeText(business.address.timeZone);
  const couponValueText = useCouponValueText();
  const { quote } = state;

  // A chosen coupon that can no longer be used is cleared (once the list is known).
  const chosenCouponId = choices.couponId;
  const couponList = coupons.data?.coupons;
  const chosenEntry = state.couponEntries.find((entry) => entry.coupon.userCouponId === chosenCouponId);
  const couponGone =
    chosenCouponId !== null && couponList !== undefined && (!chosenEntry || chosenEntry.reason !== null);
  useEffect(() => {
    if (!couponGone) return;
    update({ couponId: null });
    void showNotice(t('checkout.coupon.cleared'));
  }, [couponGone, update, t]);

  // A third-party delivery store without a delivery config cannot take delivery orders.
  const misconfigured = orderType === 'delivery' && deliveryFeeConfig(business) === null;
  useEffect(() => {
    if (!misconfigured) return;
    void showListAlert(t('checkout.storeConfigErrorTitle'), t('checkout.storeConfigError')).then(() =>
      navigate(-1),
    );
  }, [misconfigured, navigate, t]);

  const switchType = (type: 'delivery' | 'pickup') => {
    if (type === orderType) return;
    if (!canSwitchDiningType(type, business.diningTypes)) {
      void showNotice(t('checkout.diningTypeUnsupported'), 'fail');
      return;
    }
    onOrderTypeChange(type);
    update({ time: null });
  };

  const requireLogin = (then: () => void) => (signedIn ? then() : onLogin());
  const pickPointUrl = () =>
    `${paths.postPickPoint}?businessId=${encodeURIComponent(business.id)}&location=${locationParam(hostOrigin)}`;
  // Checkout opens again when the diner comes back from the address form or the host screen.
  const goTo = (url: string) => {
    checkoutChoicesStore.setActive(business.id);
    update({ reopen: true });
    void navigate(url);
  };

  const toggleHost = (on: boolean) => {
    if (!on) {
      update({ hostOn: false, timeType: 'default', time: null });
      return;
    }
    if (!signedIn) {
      onLogin();
      return;
    }
    if (!state.host) {
      goTo(pickPointUrl());
      return;
    }
    update({ hostOn: true, host: state.host, timeType: 'pickPoint', time: null });
  };

  const chooseAddress = (address: DeliveryAddressDto) =>
    update({ addressId: address.id, hostOn: false, timeType: 'default', time: null });
  const choosePickup = (address: PickUpAddressDto) => update({ pickupAddressId: address.id, time: null });
  const config = deliveryFeeConfig(business);
  const reach = (address: DeliveryAddressDto) => {
    const miles = deliveryDistance(business, address);
    return { miles, beyond: config ? isBeyondMaxDistance(config, miles) : false };
  };

  const timeDay = (time: number | 'asap') =>
    time === 'asap' ? null : (state.slots.days.find((day) => day.slots.includes(time))?.dayOffset ?? null);
  const timeEmptyMessage =
    orderType === 'delivery'
      ? state.toHost
        ? t('checkout.time.noHostTimes')
        : !state.deliversToday && state.slots.days.length === 0
          ? t('checkout.time.notDeliveringToday')
          : t('checkout.time.noDeliveryTimes')
      : state.pickupAddress
        ? t('checkout.time.noPickupTimes')
        : t('checkout.time.noPickupAddress');

  const closed = !business.isOpen && !business.canReserved;
  const feePending = quote.deliveryFeeState === 'awaitingAddress' || quote.deliveryFeeState === 'outOfRange';
  const shortfall = orderType === 'delivery' ? quote.flags.deliveryShortfall : 0;
  const phoneId = `${ids}-phone`;
  const noteId = `${ids}-note`;
  const dinersId = `${ids}-diners`;
  const contactName = choices.hostContact?.userName;

  return (
    <section className="nb-checkout" aria-label={t('checkout.title')}>
      {orderType === 'dineIn' ? (
        <div className="nb-checkout-block nb-dine-in">
          <p className="nb-dine-in-table">{t('checkout.dineIn.table', { table: tableName })}</p>
          <label className="nb-checkout-field nb-diners" htmlFor={dinersId}>
            <span>{t('checkout.dineIn.diners')}</span>
            <select
              id={dinersId}
              className="nb-checkout-select"
              value={dinerCount ?? ''}
              onChange={(event) => {
                if (event.target.value !== '') onDinerCountChange(Number(event.target.value));
              }}
            >
              <option value="">{t('checkout.dineIn.choose')}</option>
              {Array.from(
                { length: DINER_COUNT_MAX - DINER_COUNT_MIN + 1 },
                (_, index) => index + DINER_COUNT_MIN,
              ).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : (
        <fieldset className="nb-dining-switch" aria-label={t('checkout.diningType')}>
          {(['delivery', 'pickup'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className="nb-dining-option"
              aria-pressed={orderType === type}
              onClick={() => switchType(type)}
            >
              {t(`stores.diningType.${type}`)}
            </button>
          ))}
        </fieldset>
      )}

      {orderType === 'delivery' ? (
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
                      ? t('checkout.host.at', {
                          name: state.host.name,
                          miles: milesText(state.host.distance),
                        })
                      : t('checkout.host.intro')}
                  </span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  className="nb-checkout-switch"
                  checked={state.toHost}
                  aria-checked={state.toHost}
                  onChange={(event) => toggleHost(event.target.checked)}
                />
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
      ) : null}

      {orderType === 'pickup' ? (
        <div className="nb-checkout-block">
          <ChoiceRow
            label={t('checkout.pickup.at')}
            value={state.pickupAddress?.name ?? t('checkout.pickup.none')}
            empty={!state.pickupAddress}
            detail={state.pickupAddress?.address}
            onClick={() => setChooser('pickup')}
            disabled={business.pickUpAddresses.length === 0}
          />
        </div>
      ) : null}

      {orderType !== 'dineIn' ? (
        <div className="nb-checkout-block">
          <ChoiceRow
            label={
              orderType === 'delivery' ? t('checkout.time.deliveryLabel') : t('checkout.time.pickupLabel')
            }
            value={
              state.time === null ? t('checkout.time.choose') : timeText(state.time, timeDay(state.time))
            }
            empty={state.time === null}
            onClick={() => setChooser('time')}
          />
        </div>
      ) : null}

      <PointsRedemption
        lines={state.redeemable}
        signedIn={signedIn}
        curPoints={points.data?.curPoints ?? null}
        pointsUsed={quote.pointsUsed}
        onLogin={onLogin}
        onChange={onRedeemChange}
      />

      <div className="nb-checkout-block">
        <ChoiceRow
          label={t('checkout.coupon.title')}
          value={
            state.coupon
              ? `${couponValueText(state.coupon)} (−${dollars(quote.couponDiscount)})`
              : signedIn && couponList
                ? t('checkout.coupon.available', {
                    count: state.couponEntries.filter((entry) => entry.reason === null).length,
                  })
                : t('checkout.coupon.choose')
          }
          empty={!state.coupon}
          onClick={() =>
            requireLogin(() => {
              // Coupons claimed since (a redeem code, the welcome gift) show up at once.
              void coupons.refetch();
              setChooser('coupon');
            })
          }
        />
      </div>

      <PointsCoupons
        businessId={business.id}
        programmeOn={business.pointsConfig.status}
        signedIn={signedIn}
        curPoints={points.data?.curPoints ?? null}
        onLogin={onLogin}
      />

      <TipChooser
        // A new store or a forced zero starts the chooser afresh.
        key={quote.flags.tipForcedZero ? 'locked' : 'open'}
        offer={quote.tipOffer}
        value={state.tip}
        tipPrice={quote.tipPrice}
        locked={quote.flags.tipForcedZero}
        onChange={(tip) => update({ tip })}
      />

      <div className="nb-checkout-block">
        <div className="nb-checkout-field">
          <label htmlFor={phoneId}>{t('checkout.phone.label')}</label>
          <input
            id={phoneId}
            className="nb-checkout-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            placeholder={t('auth.phonePlaceholder')}
            value={formatPhoneInput(state.phone)}
            onFocus={(event) => {
              if (signedIn) return;
              event.currentTarget.blur();
              onLogin();
            }}
            onChange={(event) => update({ phone: formatPhoneInput(event.target.value) })}
          />
        </div>
        <div className="nb-checkout-field">
          <label htmlFor={noteId}>{t('checkout.note.label')}</label>
          <textarea
            id={noteId}
            className="nb-checkout-input nb-checkout-note"
            maxLength={ORDER_NOTE_MAX_LENGTH}
            rows={2}
            placeholder={t('checkout.note.placeholder')}
            value={choices.note}
            onChange={(event) => update({ note: event.target.value.slice(0, ORDER_NOTE_MAX_LENGTH) })}
          />
          <span className="nb-checkout-counter" aria-live="polite">
            {choices.note.length}/{ORDER_NOTE_MAX_LENGTH}
          </span>
        </div>
      </div>

      <PriceBreakdown
        className="nb-checkout-block"
        lines={quote}
        deliveryFee={quote.deliveryFeeState}
        totalTestId="checkout-total"
        taxInfo={
          <TaxExplanation
            orderType={orderType}
            taxRate={business.taxRate.combinedRate}
            noTaxOnPickupOrders={business.noTaxOnPickupOrders}
          />
        }
      />

      {/* The small-order rule applies by the food alone, so it shows before an address is chosen too. */}
      {quote.smallOrderExtraPrice > 0 ? (
        <p className="nb-checkout-warning" role="note">
          {t('checkout.lowAmount', {
            minimum: dollars(config?.minCommoditiesPrice ?? 0),
            fee: dollars(quote.smallOrderExtraPrice),
          })}
        </p>
      ) : null}

      <div className="nb-submit-bar">
        {feePending ? (
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
          disabled={closed || submitting}
          aria-busy={submitting}
          onClick={() => void submit()}
        >
          {closed
            ? t('checkout.submit.closed')
            : shortfall > 0
              ? t('checkout.submit.toDeliver', { amount: dollars(shortfall) })
              : submitting
                ? t('checkout.submit.submitting')
                : t('checkout.submit.button')}
        </button>
      </div>

      <AddressChooser
        visible={chooser === 'address'}
        addresses={addresses.data}
        loading={addresses.isPending}
        chosenId={state.toHost ? null : (state.address?.id ?? null)}
        reach={reach}
        onChoose={chooseAddress}
        onAdd={() => goTo(paths.deliveryAddress)}
        onEdit={(address) => goTo(`${paths.deliveryAddress}?addressIndex=${address.index}`)}
        onClose={() => setChooser(null)}
      />
      {orderType === 'pickup' ? (
        <PickupAddressChooser
          visible={chooser === 'pickup'}
          addresses={business.pickUpAddresses}
          chosenId={state.pickupAddress?.id ?? null}
          today={localTimeAt(business.address.timeZone, now).weekday}
          PlacesMap={PlacesMap}
          onChoose={choosePickup}
          onClose={() => setChooser(null)}
        />
      ) : null}
      {orderType !== 'dineIn' ? (
        <TimeChooser
          key={`${orderType}-${state.toHost}-${state.pickupAddress?.id ?? ''}`}
          visible={chooser === 'time'}
          title={orderType === 'delivery' ? t('checkout.time.deliveryTitle') : t('checkout.time.pickupTitle')}
          slots={state.slots}
          timeZone={business.address.timeZone}
          value={state.time}
          emptyMessage={timeEmptyMessage}
          onChoose={(time) => update({ time })}
          onClose={() => setChooser(null)}
        />
      ) : null}
      <CouponChooser
        visible={chooser === 'coupon'}
        entries={state.couponEntries}
        chosenId={state.coupon?.coupon.userCouponId ?? null}
        loading={coupons.isPending}
        onChoose={(couponId) => update({ couponId })}
        onClose={() => setChooser(null)}
      />
    </section>
  );
}
