import {
  type ItemErrorCode,
  moreToggleNeeded,
  quantityAfterDecrease,
  quantityProblem,
} from '@nearbite/domain/item-selection';
import { type CartLine, cartQuantityOf } from '../../../shared/lib/cart-line';

/** The outcome of a cart line's plus or minus: a new count, a refusal, or "ask before removing". */
export type LineStep =
  | { kind: 'set'; goodsNumber: number }
  | { kind: 'error'; code: ItemErrorCode }
  | { kind: 'confirmRemoval' };

/**
 * Plus adds a unit unless the item's maximum (counting its other lines), its stock or a chosen attribute
 * value's stock would be passed; minus takes a unit off, and from the minimum purchase asks to remove.
 */
export function lineStep(lines: readonly CartLine[], line: CartLine, delta: 1 | -1): LineStep {
  if (delta < 0) {
    const next = quantityAfterDecrease(line.goodsNumber, line.minBuyNumber, true);
    return next === 0 ? { kind: 'confirmRemoval' } : { kind: 'set', goodsNumber: next };
  }
  const goodsNumber = line.goodsNumber + 1;
  const code = quantityProblem({
    quantity: goodsNumber,
    maxBuyNumber: line.maxBuyNumber,
    stockNumber: line.stockNumber,
    cartQuantity: cartQuantityOf(lines, line.goodsId, line.wantIndex),
    attributeStocks: line.chooseAttrList.map((attribute) => attribute.stockNumber),
  });
  return code ? { kind: 'error', code } : { kind: 'set', goodsNumber };
}

/** Whether a line's choices get the More toggle: more than 3 chosen values, attributes and add-ons. */
export function needsMoreToggle(line: CartLine): boolean {
  return moreToggleNeeded({
    specifications: line.chooseSpecList.flatMap((spec) => spec.values),
    attributes: line.chooseAttrList,
    addOns: line.chooseAddOnList.flatMap((group) => group.values),
  });
}
