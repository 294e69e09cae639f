import type { CommodityDto } from '@nearbite/contract/menu';
import type { OrderCommodityViewDto } from '@nearbite/contract/order-receipts';
import type { CartLine } from '../../../shared/lib/cart-line';
import { addProblem, canJoinNow, type ItemChoices, noteText, toCartLine } from './item-choices';

/** Why a line of an old order cannot go back into the cart. */
export type UnavailableReason = 'removed' | 'soldOut' | 'notServed' | 'optionsChanged';

/** An order line, as Order again reads it: the item, its units, note and choices by id. */
export type PastLine = Pick<
  OrderCommodityViewDto,
  'commodityId' | 'name' | 'boughtNumber' | 'specialNote' | 'choices'
>;

export type LineAgain =
  | {
      kind: 'line';
      line: Omit<CartLine, 'wantIndex'>;
      /** Fewer units than ordered: the rest is out of stock or over the item's maximum. */
      reduced: boolean;
    }
  | { kind: 'unavailable'; name: string; reason: UnavailableReason };

/** The choices of the past line on today's item by position, or null when one of them is gone. */
export function choicesAgain(
  item: CommodityDto,
  past: PastLine,
): Omit<ItemChoices, 'quantity' | 'note'> | null {
  const { specifications, attributes, addOns } = past.choices;
  const specsKnown = specifications.every((chosen) => {
    const spec = item.specifications.find((other) => other.id === chosen.id);
    return spec !== undefined && chosen.values.every((id) => spec.values.some((value) => value.id === id));
  });
  const attrsKnown = attributes.every((chosen) =>
    item.attributes.some(
      (attribute) =>
        attribute.id === chosen.id && attribute.values.some((value) => value.id === chosen.valueId),
    ),
  );
  const addOnsKnown = addOns.every((chosen) => {
    const group = item.addOns.find((other) => other.id === chosen.id);
    return (
      group !== undefined && chosen.values.every(({ id }) => group.values.some((value) => value.id === id))
    );
  });
  if (!specsKnown || !attrsKnown || !addOnsKnown) return null;
  return {
    specs: item.specifications.map((spec) => {
      const ids = new Set(specifications.find((chosen) => chosen.id === spec.id)?.values ?? []);
      return spec.values.flatMap((value, index) => (ids.has(value.id) ? [index] : []));
    }),
    attrs: item.attributes.map((attribute) => {
      const valueId = attributes.find((chosen) => chosen.id === attribute.id)?.valueId;
      const index = attribute.values.findIndex((value) => value.id === valueId);
      return index === -1 ? null : index;
    }),
    addOns: item.addOns.map((group) => {
      const chosen = addOns.find((other) => other.id === group.id);
      return group.values.map(
        (value) => chosen?.values.find((other) => other.id === value.id)?.boughtNumber ?? 0,
      );
    }),
  };
}

/** The most units of the item a line may take now: its maximum (less what the cart holds), its stocks. */
function unitsAllowed(item: CommodityDto, choices: Omit<ItemChoices, 'quantity' | 'note'>, inCart: number) {
  const limits = [
    item.maxBuyNumber === null ? null : item.maxBuyNumber - inCart,
    item.stockNumber === null ? null : item.stockNumber - inCart,
    ...item.attributes.map((attribute, index) => {
      const chosen = choices.attrs[index];
      return chosen === null || chosen === undefined ? null : (attribute.values[chosen]?.stockNumber ?? null);
    }),
  ].filter((limit): limit is number => limit !== null);
  return limits.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...limits);
}

/**
 * A past order line made again on today's item (null: the item is gone): the same choices, note and
 * units at today's prices, or why it cannot be. Units are cut to what stock and the maximum allow
 * (counting `inCart`, the units of the item already refilled) and raised to the minimum purchase.
 */
export function lineAgain(
  past: PastLine,
  item: CommodityDto | null,
  inCart: number,
  timeZone: string,
  now: number,
): LineAgain {
  const unavailable = (reason: UnavailableReason): LineAgain => ({
    kind: 'unavailable',
    name: past.name,
    reason,
  });
  if (!item) return unavailable('removed');
  if (item.soldOut) return unavailable('soldOut');
  if (!canJoinNow(item, timeZone, now)) return unavailable(item.canJoin ? 'notServed' : 'removed');
  const chosen = choicesAgain(item, past);
  if (!chosen) return unavailable('optionsChanged');
  const allowed = unitsAllowed(item, chosen, inCart);
  const wanted = Math.max(past.boughtNumber, item.minBuyNumber);
  if (allowed < Math.max(1, item.minBuyNumber)) return unavailable('soldOut');
  const choices: ItemChoices = {
    ...chosen,
    quantity: Math.min(wanted, allowed),
    note: noteText(past.specialNote ?? ''),
  };
  // A required choice added since, or add-on limits that changed, make the old choices no longer valid.
  if (addProblem(item, choices, inCart)) return unavailable('optionsChanged');
  return { kind: 'line', line: toCartLine(item, choices), reduced: choices.quantity < past.boughtNumber };
}

/** What Order again did: the lines for the cart, those cut short, and those left out with their reason. */
export interface OrderAgainResult {
  lines: Omit<CartLine, 'wantIndex'>[];
  reduced: string[];
  unavailable: { name: string; reason: UnavailableReason }[];
}

/** Every line of a past order made again, in order; `items` holds today's items by id (missing: gone). */
export function orderAgain(
  past: readonly PastLine[],
  items: ReadonlyMap<string, CommodityDto>,
  timeZone: string,
  now: number,
): OrderAgainResult {
  const result: OrderAgainResult = { lines: [], reduced: [], unavailable: [] };
  const units = new Map<string, number>();
  for (const line of past) {
    const item = line.commodityId ? (items.get(line.commodityId) ?? null) : null;
    const inCart = item ? (units.get(item.id) ?? 0) : 0;
    const again = lineAgain(line, item, inCart, timeZone, now);
    if (again.kind === 'unavailable') {
      result.unavailable.push({ name: again.name, reason: again.reason });
      continue;
    }
    result.lines.push(again.line);
    units.set(again.line.goodsId, inCart + again.line.goodsNumber);
    if (again.reduced) result.reduced.push(again.line.goodsName);
  }
  return result;
}
