import type { OrderCommodityDto } from '@nearbite/contract/orders';
import type { OrderLineInput } from '@nearbite/domain/line-price';
import type { OrderType } from '@nearbite/domain/order-type';

/**
 * A cart line (specification section 3, "Cart line"), shared by the cart, the item dialog and checkout
 * so none of them imports another. Field names follow the specification (goodsId, chooseSpecList…);
 * the extra fields are what the cart needs to re-check limits and price a line without the menu.
 * Money in cents.
 */

/** A chosen specification and its picked values (one for single-select). */
export interface ChosenSpecification {
  id: string;
  name: string;
  values: { id: string; name: string }[];
}

/** A chosen attribute value; it adds its price to each unit and has its own stock. */
export interface ChosenAttribute {
  id: string;
  name: string;
  valueId: string;
  valueName: string;
  price: number;
  /** Null means unlimited. */
  stockNumber: number | null;
}

/** A chosen add-on group: its values with how many of each go with one unit of the item. */
export interface ChosenAddOn {
  id: string;
  name: string;
  values: { id: string; name: string; price: number; boughtNumber: number }[];
}

export interface CartLine {
  /** Unique within the business's cart (the specification's wantIndex), so lines can be edited. */
  wantIndex: string;
  goodsId: string;
  goodsName: string;
  categoryId: string;
  thumbnail: string | null;
  /** The item's timed menu id; null for all-day items. */
  timedMenuId: string | null;
  chooseSpecList: ChosenSpecification[];
  chooseAttrList: ChosenAttribute[];
  chooseAddOnList: ChosenAddOn[];
  /** The item note (at most 50 characters); "" for none. */
  remarks: string;
  /** Units on the line. */
  goodsNumber: number;
  /** Unit price for delivery and dine-in, before options. */
  price: number;
  /** Unit price for pickup; null means `price`. */
  takeawayPrice: number | null;
  /** Per-unit price of the chosen attribute values and add-ons. */
  addPrice: number;
  originPrice: number | null;
  originTakeawayPrice: number | null;
  /** The item's own discount, the share paid in percent; null for none. */
  discountPercent: number | null;
  minBuyNumber: number;
  /** Null means no maximum. */
  maxBuyNumber: number | null;
  /** Null means unlimited. */
  stockNumber: number | null;
  specifiedTax: Partial<Record<OrderType, number>> | null;
  deliveryNotSupported: boolean;
  /** The item can be redeemed with points (the specification's canCover). */
  canCover: boolean;
  /** Redeemed with points (checkout toggles it). */
  isCover: boolean;
  /** Points the redeemed unit costs; null when not redeemed. */
  usePoint: number | null;
}

/** Units in a list of lines. */
export function cartCount(lines: readonly Pick<CartLine, 'goodsNumber'>[]): number {
  return lines.reduce((total, line) => total + line.goodsNumber, 0);
}

/** Units of one item in the cart, leaving out the line being edited (its wantIndex). */
export function cartQuantityOf(
  lines: readonly Pick<CartLine, 'goodsId' | 'goodsNumber' | 'wantIndex'>[],
  goodsId: string,
  exceptWantIndex?: string | null,
): number {
  return lines
    .filter((line) => line.goodsId === goodsId && line.wantIndex !== exceptWantIndex)
    .reduce((total, line) => total + line.goodsNumber, 0);
}

/** Units of each item in the cart, by item id (the menu rows' in-cart counts). */
export function unitsByItem(
  lines: readonly Pick<CartLine, 'goodsId' | 'goodsNumber'>[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.goodsId, (counts.get(line.goodsId) ?? 0) + line.goodsNumber);
  return counts;
}

/** The line as the domain pricing engine takes it (priceOrder's OrderLineInput). */
export function cartLineToOrderLine(line: CartLine): OrderLineInput {
  return {
    commodityId: line.goodsId,
    price: line.price,
    takeawayPrice: line.takeawayPrice,
    attributePrices: line.chooseAttrList.map((attribute) => attribute.price),
    addOns: line.chooseAddOnList.flatMap((group) =>
      group.values.map((value) => ({ price: value.price, count: value.boughtNumber })),
    ),
    quantity: line.goodsNumber,
    redeemed: line.isCover,
    specifiedTax: line.specifiedTax,
  };
}

/** The line's choices as the order payload names them (ids only), for checkout's submission. */
export function cartLineChoices(
  line: CartLine,
): Pick<OrderCommodityDto, 'specifications' | 'attributes' | 'addOns'> {
  return {
    specifications: line.chooseSpecList.map((spec) => ({
      id: spec.id,
      values: spec.values.map((value) => value.id),
    })),
    attributes: line.chooseAttrList.map((attribute) => ({ id: attribute.id, valueId: attribute.valueId })),
    addOns: line.chooseAddOnList.map((group) => ({
      id: group.id,
      values: group.values.map((value) => ({ id: value.id, boughtNumber: value.boughtNumber })),
    })),
  };
}

/** One text per chosen value, in order: specification values, attribute values, add-ons ("Boba ×2"). */
export function choiceTexts(line: Pick<CartLine, 'chooseSpecList' | 'chooseAttrList' | 'chooseAddOnList'>) {
  return [
    ...line.chooseSpecList.flatMap((spec) => spec.values.map((value) => value.name)),
    ...line.chooseAttrList.map((attribute) => attribute.valueName),
    ...line.chooseAddOnList.flatMap((group) =>
      group.values.map((value) =>
        value.boughtNumber > 1 ? `${value.name} ×${value.boughtNumber}` : value.name,
      ),
    ),
  ];
}

/** Whether two lines hold the same item with the same choices and note (adding one grows the other). */
export function sameChoices(a: CartLine, b: CartLine): boolean {
  return a.goodsId === b.goodsId && a.remarks === b.remarks && choiceKey(a) === choiceKey(b);
}

function choiceKey(line: CartLine): string {
  return JSON.stringify(cartLineChoices(line));
}
