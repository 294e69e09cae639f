import type { CommodityDto } from '@nearbite/contract/menu';
import {
  type AddOnGroupRule,
  addToCartProblem,
  changeAddOnCount,
  firstAddQuantity,
  type ItemErrorCode,
  type ItemProblem,
  quantityAfterDecrease,
  quantityAfterIncrease,
  quantityProblem,
  type SpecificationRule,
  selectionCap,
  toggleSpecificationValue,
} from '@nearbite/domain/item-selection';
import { addPriceOf, basePriceFor } from '@nearbite/domain/line-price';
import type { OrderType } from '@nearbite/domain/order-type';
import { ITEM_NOTE_MAX_LENGTH } from '@nearbite/domain/ordering-limits';
import { isTimedMenuOpen } from '@nearbite/domain/ordering-time';
import type { CartLine } from '../../../shared/lib/cart-line';

/**
 * What the item dialog has chosen, by position in the item's lists, and the pure steps that change it.
 * The rules themselves (R1–R4, add-on limits, specification toggles) are @nearbite/domain/item-selection.
 */
export interface ItemChoices {
  /** Chosen value indexes of each specification. */
  specs: number[][];
  /** The chosen value index of each attribute (null: none yet). */
  attrs: (number | null)[];
  /** Count of each add-on value, per group. */
  addOns: number[][];
  quantity: number;
  note: string;
}

type Item = Pick<
  CommodityDto,
  | 'id'
  | 'name'
  | 'categoryId'
  | 'thumbnail'
  | 'price'
  | 'takeawayPrice'
  | 'originPrice'
  | 'originTakeawayPrice'
  | 'discountPercent'
  | 'stockNumber'
  | 'minBuyNumber'
  | 'maxBuyNumber'
  | 'specifications'
  | 'attributes'
  | 'addOns'
  | 'timedMenuId'
  | 'specifiedTax'
  | 'deliveryNotSupported'
  | 'supportsExchange'
>;

/** The timed-menu id of all-day items (the contract's ALL_DAY; only its types are imported). */
const ALL_DAY = 'allDay';

const inStock = (stock: number | null) => stock === null || stock > 0;

export function specificationRules(item: Pick<Item, 'specifications'>): SpecificationRule[] {
  return item.specifications.map((spec) => ({
    singularity: spec.singularity,
    required: spec.required,
    maxSelected: spec.maxSelected,
    valueCount: spec.values.length,
  }));
}

/** How many values a multi-select specification allows ("Select up to N"). */
export function selectionCapOf(spec: Item['specifications'][number]): number {
  return selectionCap({
    singularity: spec.singularity,
    required: spec.required,
    maxSelected: spec.maxSelected,
    valueCount: spec.values.length,
  });
}

export function addOnRules(item: Pick<Item, 'addOns'>): AddOnGroupRule[] {
  return item.addOns.map((group) => ({
    minBuyNumber: group.minBuyNumber,
    maxBuyNumber: group.maxBuyNumber,
    values: group.values.map((value) => ({
      minBuyNumber: value.minBuyNumber,
      maxBuyNumber: value.maxBuyNumber,
    })),
  }));
}

/**
 * The dialog's first state. A new item: no specification value chosen, each attribute on its first value
 * in stock, no add-ons, the minimum purchase. An edited line: its choices, note and units.
 */
export function initialChoices(item: Item, line?: CartLine | null): ItemChoices {
  if (line) {
    return {
      specs: item.specifications.map((spec) => {
        const chosen = line.chooseSpecList.find((other) => other.id === spec.id);
        const ids = new Set(chosen?.values.map((value) => value.id) ?? []);
        return spec.values.flatMap((value, index) => (ids.has(value.id) ? [index] : []));
      }),
      attrs: item.attributes.map((attribute) => {
        const chosen = line.chooseAttrList.find((other) => other.id === attribute.id);
        const index = attribute.values.findIndex((value) => value.id === chosen?.valueId);
        return index === -1 ? null : index;
      }),
      addOns: item.addOns.map((group) => {
        const chosen = line.chooseAddOnList.find((other) => other.id === group.id);
        return group.values.map(
          (value) => chosen?.values.find((other) => other.id === value.id)?.boughtNumber ?? 0,
        );
      }),
      quantity: line.goodsNumber,
      note: line.remarks,
    };
  }
  return {
    specs: item.specifications.map(() => []),
    attrs: item.attributes.map((attribute) => {
      const index = attribute.values.findIndex((value) => inStock(value.stockNumber));
      return index === -1 ? null : index;
    }),
    addOns: item.addOns.map((group) => group.values.map(() => 0)),
    quantity: firstAddQuantity(item.minBuyNumber),
    note: '',
  };
}

/** The outcome of a tap: the new choices, or what to tell the diner. */
export type ChoiceChange =
  | { kind: 'ok'; choices: ItemChoices }
  | { kind: 'error'; code: ItemErrorCode }
  | { kind: 'atLeastOne' }
  | { kind: 'selectUpTo'; max: number };

export function toggleSpec(
  item: Item,
  choices: ItemChoices,
  specIndex: number,
  valueIndex: number,
): ChoiceChange {
  const rule = specificationRules(item)[specIndex];
  if (!rule) return { kind: 'ok', choices };
  const result = toggleSpecificationValue(rule, choices.specs[specIndex] ?? [], valueIndex);
  if (result.kind !== 'ok') return result;
  const specs = choices.specs.map((selected, index) => (index === specIndex ? result.selected : selected));
  return { kind: 'ok', choices: { ...choices, specs } };
}

export function chooseAttr(choices: ItemChoices, attrIndex: number, valueIndex: number): ItemChoices {
  return {
    ...choices,
    attrs: choices.attrs.map((value, index) => (index === attrIndex ? valueIndex : value)),
  };
}

export function changeAddOn(
  item: Item,
  choices: ItemChoices,
  groupIndex: number,
  valueIndex: number,
  delta: 1 | -1,
): ChoiceChange {
  const group = addOnRules(item)[groupIndex];
  if (!group) return { kind: 'ok', choices };
  const result = changeAddOnCount(group, choices.addOns[groupIndex] ?? [], valueIndex, delta);
  if (result.kind === 'error') return result;
  const addOns = choices.addOns.map((counts, index) => (index === groupIndex ? result.counts : counts));
  return { kind: 'ok', choices: { ...choices, addOns } };
}

/** Stocks of the chosen attribute values (R3 checks the dialog's quantity against each). */
export function chosenAttributeStocks(item: Pick<Item, 'attributes'>, choices: ItemChoices) {
  return item.attributes.flatMap((attribute, index) => {
    const chosen = choices.attrs[index];
    const value = chosen === null || chosen === undefined ? undefined : attribute.values[chosen];
    return value ? [value.stockNumber] : [];
  });
}

/**
 * The quantity after a plus or minus tap. Minus never goes below the minimum purchase; plus from 0 gives
 * the minimum, and a plus that would pass the maximum (counting `cartQuantity`, the item's units on other
 * lines) or a stock is refused with its code.
 */
export function changeQuantity(
  item: Item,
  choices: ItemChoices,
  delta: 1 | -1,
  cartQuantity: number,
): ChoiceChange {
  if (delta < 0) {
    return {
      kind: 'ok',
      choices: { ...choices, quantity: quantityAfterDecrease(choices.quantity, item.minBuyNumber, false) },
    };
  }
  const quantity = quantityAfterIncrease(choices.quantity, item.minBuyNumber);
  const code = quantityProblem({
    quantity,
    maxBuyNumber: item.maxBuyNumber,
    stockNumber: item.stockNumber,
    cartQuantity,
    attributeStocks: chosenAttributeStocks(item, choices),
  });
  return code ? { kind: 'error', code } : { kind: 'ok', choices: { ...choices, quantity } };
}

/** The item note, cut to 50 characters. */
export function noteText(text: string): string {
  return [...text].slice(0, ITEM_NOTE_MAX_LENGTH).join('');
}

/** What keeps the dialog from adding: an attribute without a value is treated like a missing specification. */
export type AddProblem = ItemProblem | { kind: 'attributeRequired'; attributeIndex: number };

/** The first problem with adding (domain order: R4, specifications, add-ons, R1–R3); null when it can. */
export function addProblem(item: Item, choices: ItemChoices, cartQuantity: number): AddProblem | null {
  const problem = addToCartProblem({
    quantity: choices.quantity,
    maxBuyNumber: item.maxBuyNumber,
    stockNumber: item.stockNumber,
    cartQuantity,
    attributeStocks: chosenAttributeStocks(item, choices),
    specifications: specificationRules(item),
    selectedValues: choices.specs,
    addOnGroups: addOnRules(item),
    addOnCounts: choices.addOns,
  });
  if (problem?.kind === 'error' || problem?.kind === 'specificationRequired') return problem;
  const missing = choices.attrs.indexOf(null);
  if (missing >= 0 && item.attributes[missing]) return { kind: 'attributeRequired', attributeIndex: missing };
  return problem;
}

function attributePrices(item: Pick<Item, 'attributes'>, choices: ItemChoices): number[] {
  return item.attributes.flatMap((attribute, index) => {
    const chosen = choices.attrs[index];
    const value = chosen === null || chosen === undefined ? undefined : attribute.values[chosen];
    return value ? [value.price] : [];
  });
}

function addOnChoices(item: Pick<Item, 'addOns'>, choices: ItemChoices) {
  return item.addOns.flatMap((group, groupIndex) =>
    group.values.flatMap((value, valueIndex) => {
      const count = choices.addOns[groupIndex]?.[valueIndex] ?? 0;
      return count > 0 ? [{ price: value.price, count }] : [];
    }),
  );
}

/** One unit with its options for the order type (takeaway price for pickup), before activities. */
export function unitPrice(item: Item, choices: ItemChoices, orderType: OrderType): number {
  const options = { attributePrices: attributePrices(item, choices), addOns: addOnChoices(item, choices) };
  return basePriceFor(item, orderType) + addPriceOf(options);
}

/** The cart line the dialog's choices make. */
export function toCartLine(item: Item, choices: ItemChoices): Omit<CartLine, 'wantIndex'> {
  const chooseSpecList = item.specifications.flatMap((spec, index) => {
    const selected = choices.specs[index] ?? [];
    if (selected.length === 0) return [];
    const values = selected.flatMap((valueIndex) => {
      const value = spec.values[valueIndex];
      return value ? [{ id: value.id, name: value.name }] : [];
    });
    return [{ id: spec.id, name: spec.name, values }];
  });
  const chooseAttrList = item.attributes.flatMap((attribute, index) => {
    const chosen = choices.attrs[index];
    const value = chosen === null || chosen === undefined ? undefined : attribute.values[chosen];
    if (!value) return [];
    return [
      {
        id: attribute.id,
        name: attribute.name,
        valueId: value.id,
        valueName: value.name,
        price: value.price,
        stockNumber: value.stockNumber,
      },
    ];
  });
  const chooseAddOnList = item.addOns.flatMap((group, groupIndex) => {
    const values = group.values.flatMap((value, valueIndex) => {
      const boughtNumber = choices.addOns[groupIndex]?.[valueIndex] ?? 0;
      return boughtNumber > 0 ? [{ id: value.id, name: value.name, price: value.price, boughtNumber }] : [];
    });
    return values.length > 0 ? [{ id: group.id, name: group.name, values }] : [];
  });
  return {
    goodsId: item.id,
    goodsName: item.name,
    categoryId: item.categoryId,
    thumbnail: item.thumbnail,
    timedMenuId: item.timedMenuId.id === ALL_DAY ? null : item.timedMenuId.id,
    chooseSpecList,
    chooseAttrList,
    chooseAddOnList,
    remarks: noteText(choices.note.trim()),
    goodsNumber: choices.quantity,
    price: item.price,
    takeawayPrice: item.takeawayPrice,
    addPrice: addPriceOf({
      attributePrices: attributePrices(item, choices),
      addOns: addOnChoices(item, choices),
    }),
    originPrice: item.originPrice,
    originTakeawayPrice: item.originTakeawayPrice,
    discountPercent: item.discountPercent,
    minBuyNumber: item.minBuyNumber,
    maxBuyNumber: item.maxBuyNumber,
    stockNumber: item.stockNumber,
    specifiedTax: item.specifiedTax,
    deliveryNotSupported: item.deliveryNotSupported,
    canCover: item.supportsExchange,
    isCover: false,
    usePoint: null,
  };
}

/** Whether the item can join a cart now: on sale, and all-day or its timed menu being served (section 4). */
export function canJoinNow(
  item: Pick<CommodityDto, 'soldOut' | 'canJoin' | 'timedMenuId'>,
  timeZone: string,
  now: number,
): boolean {
  if (item.soldOut || !item.canJoin) return false;
  return item.timedMenuId.id === ALL_DAY || isTimedMenuOpen(item.timedMenuId, timeZone, now);
}

/** A row's quick add of an item without options: its line at the minimum purchase, or why it cannot. */
export type QuickAdd =
  | { kind: 'line'; line: Omit<CartLine, 'wantIndex'> }
  | { kind: 'notJoinable' }
  | { kind: 'problem'; problem: AddProblem };

export function quickAdd(
  item: Item & Pick<CommodityDto, 'soldOut' | 'canJoin'>,
  cartQuantity: number,
  timeZone: string,
  now: number,
): QuickAdd {
  if (!canJoinNow(item, timeZone, now)) return { kind: 'notJoinable' };
  const choices = initialChoices(item);
  const problem = addProblem(item, choices, cartQuantity);
  return problem ? { kind: 'problem', problem } : { kind: 'line', line: toCartLine(item, choices) };
}
