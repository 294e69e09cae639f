import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { UserCouponDto } from '@nearbite/contract/orders';
import type { PickupPointDto } from '@nearbite/contract/pickup-points';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { PickUpAddressDto } from '@nearbite/contract/store-config';
import { type CouponUnavailableReason, couponUnavailableReason } from '@nearbite/domain/coupon-eligibility';
import type { CouponRule } from '@nearbite/domain/coupon-value';
import { addPriceOf, basePriceFor } from '@nearbite/domain/line-price';
import type { OrderType } from '@nearbite/domain/order-type';
import { defaultHost } from '@nearbite/domain/ordering-limits';
import { isTimedMenuOpen, type TimeSlots, timeSlots } from '@nearbite/domain/ordering-time';
import { requiredPointsFor } from '@nearbite/domain/points-redemption';
import type { PriceQuote } from '@nearbite/domain/pricing';
import type { SubmitCheckInput } from '@nearbite/domain/submit-checks';
import type { TipChoice } from '@nearbite/domain/tips';
import type { CheckoutChoices, ChosenHost } from './checkout-choices';
import type { CheckoutLine, OrderLine } from './checkout-line';
import {
  couponRule,
  type Destination,
  deliveryDistance,
  engineLine,
  orderLines,
  pointOf,
  pointsTiers,
  priceCheckout,
} from './checkout-pricing';
import {
  deliveryRules,
  hostTimeSlots,
  isStillOffered,
  pickupRules,
  storeDeliversToday,
} from './time-options';

/** What the checkout panel reads besides the store and the cart; undefined while loading. */
export interface CheckoutContext {
  business: BusinessDetailDto;
  lines: readonly CheckoutLine[];
  choices: CheckoutChoices;
  /** The store page's dining type. */
  orderType: OrderType;
  /** The table of a dine-in visit (from the store page's address), else null. */
  tableName: string | null;
  /** The dine-in diner count the store page keeps; null until chosen. */
  dinerCount: number | null;
  signedIn: boolean;
  /** The signed-in diner's phone, 10 digits. */
  userPhone: string | null;
  addresses: readonly DeliveryAddressDto[] | undefined;
  /** Whether the platform offers hosts (GET /configs/selfPickupPoint isOpen). */
  hostsOffered: boolean;
  hosts: readonly PickupPointDto[] | undefined;
  coupons: readonly UserCouponDto[] | undefined;
  curPoints: number | null;
  requiredCategoryId: string | null;
  now: number;
}

/** A held coupon with why it cannot be used now (null: it can). */
export interface CouponEntry {
  coupon: UserCouponDto;
  rule: CouponRule;
  reason: CouponUnavailableReason | null;
}

/** A cart line that the points programme covers. */
export interface RedeemableLine {
  line: CheckoutLine;
  /** Points one unit costs. */
  requiredPoints: number;
  redeemed: boolean;
}

export interface CheckoutState {
  orderType: OrderType;
  address: DeliveryAddressDto | null;
  /** The host chosen, or the default one (the nearest within 1 mile). */
  host: ChosenHost | null;
  /** The host's record with its times, when the host list has it. */
  hostPoint: PickupPointDto | null;
  /** Delivery goes to the host. */
  toHost: boolean;
  pickupAddress: PickUpAddressDto | null;
  slots: TimeSlots;
  /** The chosen time if it is still offered, else the default (ASAP where offered). */
  time: number | 'asap' | null;
  tip: TipChoice;
  couponEntries: CouponEntry[];
  coupon: CouponEntry | null;
  lines: OrderLine[];
  quote: PriceQuote;
  redeemable: RedeemableLine[];
  phone: string;
  deliversToday: boolean;
}

const NO_SLOTS: TimeSlots = { asap: false, days: [] };

/**
 * The address chosen in this checkout, else the diner's default address, else their only address (one saved
 * without the default switch is still the one they deliver to).
 */
function chosenAddress(context: CheckoutContext): DeliveryAddressDto | null {
  const list = context.addresses ?? [];
  const { addressId } = context.choices;
  if (addressId !== null) return list.find((address) => address.id === addressId) ?? null;
  return list.find((address) => address.isDefault) ?? (list.length === 1 ? (list[0] ?? null) : null);
}

/** A host record as checkout keeps it. */
export function chosenHostOf(point: PickupPointDto): ChosenHost {
  const { latitude, longitude } = pointOf(point.address.location);
  return {
    id: point.id,
    name: point.name,
    fullAddress: point.address.fullAddress,
    latitude,
    longitude,
    distance: point.distance,
  };
}

function hostOf(context: CheckoutContext): { host: ChosenHost | null; hostPoint: PickupPointDto | null } {
  if (!context.hostsOffered) return { host: null, hostPoint: null };
  const hosts = context.hosts ?? [];
  const chosen = context.choices.host;
  if (chosen) return { host: chosen, hostPoint: hosts.find((point) => point.id === chosen.id) ?? null };
  const fallback = defaultHost(hosts);
  return { host: fallback ? chosenHostOf(fallback) : null, hostPoint: fallback };
}

function pickupAddressOf(context: CheckoutContext): PickUpAddressDto | null {
  const list = context.business.pickUpAddresses;
  const id = context.choices.pickupAddressId;
  return list.find((address) => address.id === id) ?? list[0] ?? null;
}

function slotsFor(
  context: CheckoutContext,
  orderType: OrderType,
  toHost: boolean,
  hostPoint: PickupPointDto | null,
  pickupAddress: PickUpAddressDto | null,
): TimeSlots {
  const { business, now } = context;
  if (orderType === 'delivery') {
    if (toHost) return hostPoint ? hostTimeSlots(hostPoint.data) : NO_SLOTS;
    return timeSlots(deliveryRules(business), now);
  }
  if (orderType === 'pickup' && pickupAddress) return timeSlots(pickupRules(business, pickupAddress), now);
  return NO_SLOTS;
}

function effectiveTime(chosen: number | 'asap' | null, slots: TimeSlots): number | 'asap' | null {
  if (chosen !== null && isStillOffered(chosen, slots)) return chosen;
  return slots.asap ? 'asap' : null;
}

function destinationOf(toHost: boolean, address: DeliveryAddressDto | null): Destination {
  if (toHost) return { kind: 'host' };
  return address ? { kind: 'address', address } : null;
}

function redeemableLines(context: CheckoutContext, orderType: OrderType): RedeemableLine[] {
  const { business, lines } = context;
  if (!business.pointsConfig.status) return [];
  const tiers = pointsTiers(business);
  return lines.flatMap((line) => {
    if (!line.supportsExchange) return [];
    const input = engineLine({ source: line, quantity: 1, redeemed: false });
    const requiredPoints = requiredPointsFor(basePriceFor(input, orderType) + addPriceOf(input), tiers);
    return requiredPoints === null ? [] : [{ line, requiredPoints, redeemed: line.redeemed }];
  });
}

/** Everything the checkout panel shows, priced by the engine from the store, the cart and the choices. */
export function deriveCheckout(context: CheckoutContext): CheckoutState {
  const { business, choices, now } = context;
  const { orderType } = context;
  const address = chosenAddress(context);
  const { host, hostPoint } = hostOf(context);
  const toHost = orderType === 'delivery' && choices.hostOn && host !== null;
  const pickupAddress = orderType === 'pickup' ? pickupAddressOf(context) : null;
  const slots = slotsFor(context, orderType, toHost, hostPoint, pickupAddress);
  const redeemable = redeemableLines(context, orderType);
  const lines = orderLines(context.lines, new Set(redeemable.map((entry) => entry.line.key)));
  const destination = orderType === 'delivery' ? destinationOf(toHost, address) : null;
  const tip: TipChoice = choices.tip ?? { kind: 'option', index: 0 };
  const base = { business, orderType, lines, destination, tip, now };

  // Each coupon is judged against the order without a coupon, as the chooser lists them.
  const withoutCoupon = priceCheckout({ ...base, coupon: null });
  const distanceMiles =
    destination?.kind === 'address' ? deliveryDistance(business, destination.address) : null;
  const couponEntries = (context.coupons ?? []).map((coupon): CouponEntry => {
    const rule = couponRule(coupon);
    const reason = couponUnavailableReason(rule, {
      now,
      orderType,
      subtotal: withoutCoupon.subtotal,
      deliveryPrice: withoutCoupon.deliveryPrice,
      distanceMiles,
    });
    return { coupon, rule, reason };
  });
  const coupon = couponEntries.find((entry) => entry.coupon.userCouponId === choices.couponId) ?? null;
  const usable = coupon && coupon.reason === null ? coupon : null;
  const quote = usable ? priceCheckout({ ...base, coupon: usable.rule }) : withoutCoupon;

  return {
    orderType,
    address,
    host,
    hostPoint,
    toHost,
    pickupAddress,
    slots,
    time: effectiveTime(choices.time, slots),
    tip,
    couponEntries,
    coupon: usable,
    lines,
    quote,
    redeemable,
    phone: choices.phone ?? context.userPhone ?? '',
    deliversToday: storeDeliversToday(business, now),
  };
}

/** The submit checks' view of the checkout (packages/domain submit-checks.ts runs them in order). */
export function submitCheckInput(
  context: CheckoutContext,
  state: CheckoutState,
  submitting: boolean,
): SubmitCheckInput {
  const { business, now } = context;
  return {
    loggedIn: context.signedIn,
    submitting,
    orderType: state.orderType,
    lines: context.lines.map((line) => ({
      deliveryNotSupported: line.deliveryNotSupported,
      timedMenuOpen: isTimedMenuOpen(line.timedMenu, business.address.timeZone, now),
      categoryId: line.categoryId,
    })),
    totalPrice: state.quote.totalPrice,
    deliversToday: state.deliversToday,
    beyondMaxDistance: state.quote.flags.beyondMaxDistance,
    hasDestination: state.toHost || state.address !== null,
    deliveryShortfall: state.quote.flags.deliveryShortfall,
    time: state.time,
    dinerCount: context.dinerCount,
    contactPhone: state.phone,
    requiredCategoryId: context.requiredCategoryId,
  };
}
