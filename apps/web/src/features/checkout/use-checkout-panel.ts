import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import { isBeyondMaxDistance } from '@nearbite/domain/delivery-fee';
import { canSwitchDiningType } from '@nearbite/domain/order-type';
import { nationalDigits } from '@nearbite/domain/phone';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from '../../shared/lib/history-router';
import { showNotice } from '../../shared/lib/notify';
import { paths } from '../../shared/lib/paths';
import { useUser } from '../../shared/lib/user-store';
import {
  useAddresses,
  usePickupPoints,
  usePointsCard,
  useRequiredForDineIn,
  useSelfPickupConfig,
  useUserCoupons,
} from './api';
import { showListAlert } from './components/alerts';
import type { CheckoutPanelProps } from './components/checkout-panel';
import { checkoutChoicesStore, useCheckoutChoices } from './lib/checkout-choices';
import { deliveryDistance, deliveryFeeConfig, pointOf } from './lib/checkout-pricing';
import { type CheckoutContext, deriveCheckout } from './lib/checkout-state';
import { locationParam } from './lib/pick-point-url';
import { useSubmitOrder } from './use-submit-order';

/** Which chooser sheet is open over the panel. */
export type Chooser = 'address' | 'pickup' | 'time' | 'coupon' | null;

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

/** The checkout's server data, read once for the panel. */
function useCheckoutData({ business, tableName, userLocation }: CheckoutPanelProps, signedIn: boolean) {
  const delivers = business.diningTypes.includes('delivery');
  const hostOrigin = userLocation ?? pointOf(business.address.location);
  const addresses = useAddresses(signedIn);
  const hostConfig = useSelfPickupConfig();
  const hostsOffered = delivers && tableName === null && hostConfig.data?.isOpen === true;
  const hosts = usePickupPoints(business.id, hostOrigin, '', hostsOffered);
  const coupons = useUserCoupons(business.id, signedIn);
  const points = usePointsCard(business.id, signedIn && business.pointsConfig.status);
  const required = useRequiredForDineIn(business.id, tableName !== null);
  return { hostOrigin, addresses, hostsOffered, hosts, coupons, points, required };
}

/**
 * The panel's state: the diner's choices, the server data, the derived checkout (lib/checkout-state.ts),
 * the submit, and what the panel's controls do. The panel itself only lays the sections out.
 */
export function useCheckoutPanel(props: CheckoutPanelProps) {
  const { business, lines, orderType, tableName, dinerCount, onLogin, onOpenCart, onOrderPlaced } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const signedIn = user !== null;
  const now = useNow();
  const [choices, update] = useCheckoutChoices(business.id);
  const [chooser, setChooser] = useState<Chooser>(null);
  const data = useCheckoutData(props, signedIn);
  const { addresses, hostsOffered, hosts, coupons, points, required } = data;

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

  // A chosen coupon that can no longer be used is cleared (once the list is known).
  const chosenEntry = state.couponEntries.find((entry) => entry.coupon.userCouponId === choices.couponId);
  const couponGone =
    choices.couponId !== null &&
    coupons.data?.coupons !== undefined &&
    (!chosenEntry || chosenEntry.reason !== null);
  useEffect(() => {
    if (!couponGone) return;
    update({ couponId: null });
    void showNotice(t('checkout.coupon.cleared'));
  }, [couponGone, update, t]);

  // A third-party delivery store without a delivery config cannot take delivery orders.
  const config = deliveryFeeConfig(business);
  const misconfigured = orderType === 'delivery' && config === null;
  useEffect(() => {
    if (!misconfigured) return;
    void showListAlert(t('checkout.storeConfigErrorTitle'), t('checkout.storeConfigError')).then(() =>
      navigate(-1),
    );
  }, [misconfigured, navigate, t]);

  const actions = useCheckoutActions(props, {
    signedIn,
    update,
    host: state.host,
    hostOrigin: data.hostOrigin,
  });
  const reach = (address: DeliveryAddressDto) => {
    const miles = deliveryDistance(business, address);
    return { miles, beyond: config ? isBeyondMaxDistance(config, miles) : false };
  };

  return {
    ...data,
    signedIn,
    now,
    choices,
    update,
    chooser,
    setChooser,
    state,
    submit,
    submitting,
    config,
    reach,
    ...actions,
  };
}

/** What the panel's switches and rows do: dining type, host, addresses, and leaving for another screen. */
function useCheckoutActions(
  { business, orderType, onOrderTypeChange, onLogin }: CheckoutPanelProps,
  {
    signedIn,
    update,
    host,
    hostOrigin,
  }: {
    signedIn: boolean;
    update: ReturnType<typeof useCheckoutChoices>[1];
    host: ReturnType<typeof deriveCheckout>['host'];
    hostOrigin: ReturnType<typeof pointOf>;
  },
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
    if (!on) update({ hostOn: false, timeType: 'default', time: null });
    else if (!signedIn) onLogin();
    else if (!host) goTo(pickPointUrl());
    else update({ hostOn: true, host, timeType: 'pickPoint', time: null });
  };
  return { switchType, requireLogin, pickPointUrl, goTo, toggleHost };
}

export type CheckoutPanelModel = ReturnType<typeof useCheckoutPanel>;
