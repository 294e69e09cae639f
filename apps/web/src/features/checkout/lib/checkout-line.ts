import type { OrderType } from '@nearbite/domain/order-type';
import type { WeeklyOpenHours } from '@nearbite/domain/store-status';
import { type CartLine, cartLineChoices } from '../../../shared/lib/cart-line';

/**
 * A cart line as checkout needs it. The store page's cart maps its own lines to this shape, so checkout
 * does not depend on how the cart keeps them. Money in cents.
 */
export interface CheckoutLine {
  /** Stable key of the cart line (its wantIndex). */
  key: string;
  commodityId: string;
  name: string;
  categoryId: string;
  /** Unit price for delivery and dine-in. */
  price: number;
  /** Unit price for pickup; null means `price`. */
  takeawayPrice: number | null;
  quantity: number;
  specifications: ReadonlyArray<{ id: string; values: readonly string[] }>;
  /** Chosen attribute values with their prices. */
  attributes: ReadonlyArray<{ id: string; valueId: string; price: number }>;
  /** Chosen add-on values with their prices and counts per unit. */
  addOns: ReadonlyArray<{
    id: string;
    values: ReadonlyArray<{ id: string; price: number; boughtNumber: number }>;
  }>;
  /** The item note, if any. */
  specialNote: string | null;
  specifiedTax: Partial<Record<OrderType, number>> | null;
  supportsExchange: boolean;
  /** One unit of the line is redeemed with points (the cart line's isCover). */
  redeemed: boolean;
  deliveryNotSupported: boolean;
  /** The line's timed menu; null for all-day items. */
  timedMenu: { name: string; openHours: WeeklyOpenHours } | null;
}

/** A line of the order as sent: a cart line, or part of one when one of its units is redeemed. */
export interface OrderLine {
  source: CheckoutLine;
  quantity: number;
  redeemed: boolean;
}

/** A timed menu as checkout judges whether its items can still be ordered. */
export interface TimedMenuHours {
  id: string;
  name: string;
  openHours: WeeklyOpenHours;
}

/** The cart's lines as checkout takes them; `timedMenus` are the store's (for the closed-menu check). */
export function checkoutLinesOf(
  lines: readonly CartLine[],
  timedMenus: readonly TimedMenuHours[],
): CheckoutLine[] {
  return lines.map((line) => {
    const choices = cartLineChoices(line);
    const menu =
      line.timedMenuId === null ? null : timedMenus.find((candidate) => candidate.id === line.timedMenuId);
    return {
      key: line.wantIndex,
      commodityId: line.goodsId,
      name: line.goodsName,
      categoryId: line.categoryId,
      price: line.price,
      takeawayPrice: line.takeawayPrice,
      quantity: line.goodsNumber,
      specifications: choices.specifications ?? [],
      attributes: line.chooseAttrList.map((attribute) => ({
        id: attribute.id,
        valueId: attribute.valueId,
        price: attribute.price,
      })),
      addOns: line.chooseAddOnList.map((group) => ({
        id: group.id,
        values: group.values.map((value) => ({
          id: value.id,
          price: value.price,
          boughtNumber: value.boughtNumber,
        })),
      })),
      specialNote: line.remarks.trim() === '' ? null : line.remarks.trim(),
      specifiedTax: line.specifiedTax,
      supportsExchange: line.canCover,
      redeemed: line.isCover,
      deliveryNotSupported: line.deliveryNotSupported,
      // A menu the store no longer lists cannot be judged here; the server checks it.
      timedMenu: menu ? { name: menu.name, openHours: menu.openHours } : null,
    };
  });
}
