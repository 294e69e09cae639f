/**
 * The item dialog's rules (specification section 5, "Item dialog"), as pure functions returning what the
 * dialog shows: a client error code (R1–R4) or a problem kind carrying its number; the texts live in the
 * web app. A maximum or stock of null means unlimited; a maximum of 0 is treated as none too, since the
 * menu shows the maximum note only when it is above 0.
 */

import { MORE_TOGGLE_THRESHOLD } from './ordering-limits.js';

/** The codes the item dialog raises. */
export type ItemErrorCode = 'R1' | 'R2' | 'R3' | 'R4';

const hasLimit = (limit: number | null): limit is number => limit !== null && limit > 0;

/** Units a first add puts in the dialog: the minimum purchase (at least 1). */
export function firstAddQuantity(minBuyNumber: number): number {
  return Math.max(1, minBuyNumber);
}

/** The quantity after a plus tap: from 0 the minimum purchase, else one more (checked by quantityProblem). */
export function quantityAfterIncrease(current: number, minBuyNumber: number): number {
  return current <= 0 ? firstAddQuantity(minBuyNumber) : current + 1;
}

/**
 * The quantity after a minus tap: one less, never below the minimum purchase. In the cart, a line at its
 * minimum goes to 0 instead, which removes it after the cart's confirmation.
 */
export function quantityAfterDecrease(current: number, minBuyNumber: number, inCart: boolean): number {
  const next = current - 1;
  if (next >= Math.max(1, minBuyNumber)) return next;
  return inCart ? 0 : Math.max(current, 0);
}

/** What the quantity checks need. */
export interface QuantityCheckInput {
  quantity: number;
  maxBuyNumber: number | null;
  stockNumber: number | null;
  /** Units of the same item already in the cart, excluding the line being edited. */
  cartQuantity: number;
  /** Stock of each chosen attribute value (null: unlimited). */
  attributeStocks: ReadonlyArray<number | null>;
}

/**
 * The first quantity problem: R4 adding 0; R1 over the maximum purchase counting the cart; R2 over the
 * stock counting the cart; R3 over a chosen attribute value's stock (the dialog's quantity alone).
 */
export function quantityProblem(input: QuantityCheckInput): ItemErrorCode | null {
  if (input.quantity <= 0) return 'R4';
  const total = input.quantity + input.cartQuantity;
  if (hasLimit(input.maxBuyNumber) && total > input.maxBuyNumber) return 'R1';
  if (input.stockNumber !== null && total > input.stockNumber) return 'R2';
  if (input.attributeStocks.some((stock) => stock !== null && input.quantity > stock)) return 'R3';
  return null;
}

/** An add-on value's own limits (per unit of the item). */
export interface AddOnValueRule {
  minBuyNumber: number;
  maxBuyNumber: number | null;
}

/** An add-on group: its values and the limits on their total count. */
export interface AddOnGroupRule {
  minBuyNumber: number;
  maxBuyNumber: number | null;
  values: readonly AddOnValueRule[];
}

/** The counts after a tap, or R1 when a value or group maximum would be passed. */
export type AddOnChange = { kind: 'ok'; counts: number[] } | { kind: 'error'; code: 'R1' };

const total = (counts: readonly number[]): number => counts.reduce((sum, count) => sum + count, 0);

/**
 * Changes one add-on value's count by a tap. Plus from 0 gives the value's minimum (at least 1); minus
 * below the value's minimum gives 0. Passing the value's or the group's maximum is R1 (counts unchanged).
 */
export function changeAddOnCount(
  group: AddOnGroupRule,
  counts: readonly number[],
  valueIndex: number,
  delta: 1 | -1,
): AddOnChange {
  const value = group.values[valueIndex];
  const current = counts[valueIndex] ?? 0;
  if (!value) return { kind: 'ok', counts: [...counts] };
  let next: number;
  if (delta > 0) next = current === 0 ? Math.max(1, value.minBuyNumber) : current + 1;
  else next = current - 1 < value.minBuyNumber ? 0 : Math.max(0, current - 1);
  const nextCounts = group.values.map((_, index) => (index === valueIndex ? next : (counts[index] ?? 0)));
  if (delta > 0 && hasLimit(value.maxBuyNumber) && next > value.maxBuyNumber)
    return { kind: 'error', code: 'R1' };
  if (delta > 0 && hasLimit(group.maxBuyNumber) && total(nextCounts) > group.maxBuyNumber) {
    return { kind: 'error', code: 'R1' };
  }
  return { kind: 'ok', counts: nextCounts };
}

/** A specification (single or multi select) as the dialog sees it. */
export interface SpecificationRule {
  /** Single-select when true. */
  singularity: boolean;
  required: boolean;
  /** Cap of a multi-select; null or 0 means the number of values. */
  maxSelected: number | null;
  valueCount: number;
}

/** The selection after a tap, or why it cannot change ("please select at least one", "Select up to N"). */
export type SpecificationToggle =
  | { kind: 'ok'; selected: number[] }
  | { kind: 'atLeastOne' }
  | { kind: 'selectUpTo'; max: number };

/** How many values a multi-select allows: maxSelected, or the number of values. */
export function selectionCap(spec: SpecificationRule): number {
  return hasLimit(spec.maxSelected) ? Math.min(spec.maxSelected, spec.valueCount) : spec.valueCount;
}

/**
 * Toggles a value of a specification. Single-select: another value replaces the chosen one; the chosen one
 * toggles off unless the specification is required. Multi-select: a required one cannot be emptied, and
 * no more than its cap can be chosen. Selections are kept in value order.
 */
export function toggleSpecificationValue(
  spec: SpecificationRule,
  selected: readonly number[],
  valueIndex: number,
): SpecificationToggle {
  const isSelected = selected.includes(valueIndex);
  if (spec.singularity) {
    if (!isSelected) return { kind: 'ok', selected: [valueIndex] };
    return { kind: 'ok', selected: spec.required ? [...selected] : [] };
  }
  if (isSelected) {
    const rest = selected.filter((index) => index !== valueIndex);
    return spec.required && rest.length === 0 ? { kind: 'atLeastOne' } : { kind: 'ok', selected: rest };
  }
  const max = selectionCap(spec);
  if (selected.length >= max) return { kind: 'selectUpTo', max };
  return { kind: 'ok', selected: [...selected, valueIndex].sort((a, b) => a - b) };
}

/** What keeps the dialog from adding the item, in the order the dialog checks. */
export type ItemProblem =
  | { kind: 'error'; code: ItemErrorCode }
  | { kind: 'specificationRequired'; specificationIndex: number }
  /** "Minimum N addon". */
  | { kind: 'addOnMinimum'; groupIndex: number; minimum: number };

/** Everything the dialog has chosen. */
export interface ItemSelection extends QuantityCheckInput {
  specifications: readonly SpecificationRule[];
  /** Chosen value indexes per specification. */
  selectedValues: ReadonlyArray<readonly number[]>;
  addOnGroups: readonly AddOnGroupRule[];
  /** Counts per add-on value, per group. */
  addOnCounts: ReadonlyArray<readonly number[]>;
}

function addOnProblem(selection: ItemSelection): ItemProblem | null {
  for (const [groupIndex, group] of selection.addOnGroups.entries()) {
    const counts = selection.addOnCounts[groupIndex] ?? [];
    if (total(counts) < group.minBuyNumber)
      return { kind: 'addOnMinimum', groupIndex, minimum: group.minBuyNumber };
    const overValue = group.values.some(
      (value, index) => hasLimit(value.maxBuyNumber) && (counts[index] ?? 0) > value.maxBuyNumber,
    );
    if (overValue || (hasLimit(group.maxBuyNumber) && total(counts) > group.maxBuyNumber)) {
      return { kind: 'error', code: 'R1' };
    }
  }
  return null;
}

/**
 * The first problem with adding the dialog's item: R4 for quantity 0, a required specification without a
 * value, an add-on group under its minimum or over a maximum (R1), then the purchase maximum (R1) and
 * stock (R2, R3). Null when it can be added.
 */
export function addToCartProblem(selection: ItemSelection): ItemProblem | null {
  if (selection.quantity <= 0) return { kind: 'error', code: 'R4' };
  const missing = selection.specifications.findIndex(
    (spec, index) => spec.required && (selection.selectedValues[index]?.length ?? 0) === 0,
  );
  if (missing >= 0) return { kind: 'specificationRequired', specificationIndex: missing };
  const addOn = addOnProblem(selection);
  if (addOn) return addOn;
  const code = quantityProblem(selection);
  return code ? { kind: 'error', code } : null;
}

/** Whether a cart line needs the More toggle: more than 3 chosen specification values, attributes and add-ons. */
export function moreToggleNeeded(line: {
  specifications: readonly unknown[];
  attributes: readonly unknown[];
  addOns: readonly unknown[];
}): boolean {
  return line.specifications.length + line.attributes.length + line.addOns.length > MORE_TOGGLE_THRESHOLD;
}

/**
 * Whether adding an item of timed menu `menuId` (null: all-day) needs the diner's confirmation: the cart
 * holds items of another timed menu.
 */
export function timedMenuConflict(cartMenuIds: ReadonlyArray<string | null>, menuId: string | null): boolean {
  return menuId !== null && cartMenuIds.some((id) => id !== null && id !== menuId);
}

/** The lines kept when the diner confirms: all-day lines and lines of the item's timed menu. */
export function linesKeptForMenu<T extends { timedMenuId: string | null }>(
  lines: readonly T[],
  menuId: string | null,
): T[] {
  return lines.filter((line) => line.timedMenuId === null || line.timedMenuId === menuId);
}
