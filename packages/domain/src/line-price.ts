/** Prices of cart lines (specification section 3, "Cart line"; money in cents). */

import { sum, whole } from './money.js';
import type { OrderType } from './order-type.js';

/** A chosen add-on value and how many of it go with each unit of the item. */
export interface AddOnChoice {
  /** Price of one add-on value, cents. */
  price: number;
  /** How many of this value per unit of the item (the add-on's boughtNumber). */
  count: number;
}

/** One line of an order as the pricing engine sees it: plain data, no menu or database types. */
export interface OrderLineInput {
  /** The commodity; activities limited to some commodities match on it. */
  commodityId: string;
  /** Unit price for delivery and dine-in, cents (already the commodity's own discounted price). */
  price: number;
  /** Unit price for pickup; null means the same as `price`. */
  takeawayPrice: number | null;
  /** Prices of the chosen attribute values, one per attribute, cents. */
  attributePrices: readonly number[];
  /** The chosen add-on values with their counts per unit. */
  addOns: readonly AddOnChoice[];
  /** Units on the line, at least 1. */
  quantity: number;
  /**
   * Every unit of the line is redeemed with points: it costs 0 and carries the tier's required points.
   * The web app splits a redeemed cart line into one redeemed unit and the rest first (splitRedeemedLines).
   */
  redeemed: boolean;
  /** Tax rate overrides of the item in millionths by order type (the specification's specifiedTax). */
  specifiedTax?: Partial<Record<OrderType, number>> | null;
}

/** The item's own unit price for an order type: the takeaway price for pickup when it has one. */
export function basePriceFor(
  line: Pick<OrderLineInput, 'price' | 'takeawayPrice'>,
  orderType: OrderType,
): number {
  if (orderType === 'pickup' && line.takeawayPrice !== null) return whole(line.takeawayPrice);
  return whole(line.price);
}

/** What the chosen attribute values and add-ons add to one unit: attribute prices plus add-on price × count. */
export function addPriceOf(line: Pick<OrderLineInput, 'attributePrices' | 'addOns'>): number {
  const attributes = sum(line.attributePrices.map(whole));
  const addOns = sum(line.addOns.map((addOn) => whole(addOn.price) * whole(addOn.count)));
  return attributes + addOns;
}

/** One unit with its options for an order type: base price plus attribute and add-on prices. */
export function unitPriceFor(line: OrderLineInput, orderType: OrderType): number {
  return basePriceFor(line, orderType) + addPriceOf(line);
}

/** Units of a line as a whole number ≥ 0. */
export function quantityOf(line: Pick<OrderLineInput, 'quantity'>): number {
  return whole(line.quantity);
}
