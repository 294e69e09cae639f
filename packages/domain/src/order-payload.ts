/**
 * The submitted order as the planning rules read it (the contract's order payload, section 3 of the
 * specification, after parsing): only the fields the rules use, so the contract's type fits it as it is.
 */

import type { OrderType } from './order-type.js';

/** The localized name of a menu entry or a pickup address. */
export interface LocalizedName {
  en: string;
  zh: string;
}

/** One submitted line: the item, its options and the unit price the cart showed. */
export interface OrderLineRequest {
  id: string;
  boughtNumber: number;
  /** Unit price for the order type plus options, before discounts, cents. */
  price: number;
  specifications: ReadonlyArray<{ id: string; values: readonly string[] }>;
  attributes: ReadonlyArray<{ id: string; valueId: string }>;
  addOns: ReadonlyArray<{ id: string; values: ReadonlyArray<{ id: string; boughtNumber: number }> }>;
  specialNote?: string | undefined;
  exchangeInfo?: { requiredPoints: number } | undefined;
}

/** The delivery address the diner submitted; coordinates are [longitude, latitude]. */
export interface OrderDeliveryAddress {
  userName: string;
  phoneNumber: string;
  fullAddress: string;
  addressDetail?: string | null | undefined;
  location: { coordinates: readonly [number, number] };
  deliveryType: 1 | 2;
  suggestion?: string | null | undefined;
}

/** Where the order was sent from (kept on the order as it came). */
export interface OrderExtraInfo {
  clientFrom?: string;
  clientSystem?: string;
  orderFrom?: string;
}

/** The submitted order with every figure the cart showed, money in cents. */
export interface OrderPayload {
  type: OrderType;
  frontendIdentifier: string;
  phoneNumber: string;
  orderNote: string;
  tipPrice: number;
  coupons: ReadonlyArray<{ userCouponId: string; discountedPrice: number }>;
  activities: ReadonlyArray<{ id: string; discountedPrice: number; commodityIndexes: readonly number[] }>;
  commodities: readonly OrderLineRequest[];
  discountPrice: number;
  orderDiscountPrice: number;
  servicePrice: number;
  excisePrice: number;
  totalPrice: number;
  extraInfo: OrderExtraInfo;
  deliveryInfo?:
    | {
        /** Epoch ms of the chosen slot; null means as soon as possible. */
        deliveryTime: number | null;
        smallOrderExtraPrice: number;
        deliveryPrice: number;
        selfPickupPointId: string | null;
        address: OrderDeliveryAddress | null;
      }
    | undefined;
  pickUpInfo?: { pickUpTime: number | null; addressName: string } | undefined;
  dineinInfo?: { peopleNumber: number; tableName: string } | undefined;
}
