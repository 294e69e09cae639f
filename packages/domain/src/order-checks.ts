/**
 * The checks of each submitted line against the menu as the database holds it now: the item, its
 * specifications, attributes and add-ons, and the quantities summed over the lines of one item. Each
 * failure is the catalogue's coded error; a line that passes becomes the engine's input and the order
 * line's snapshot.
 */

import { refuse } from './coded-error.js';
import { selectionCap } from './item-selection.js';
import type { OrderLineInput } from './line-price.js';
import type { LocalizedName, OrderLineRequest } from './order-payload.js';
import type { OrderType } from './order-type.js';
import { isTimedMenuOpen } from './ordering-time.js';
import type { WeeklyOpenHours } from './store-status.js';

/** A specification of an item: its values, whether one or several are chosen, and whether it is required. */
export interface SpecificationOption {
  id: string;
  name: LocalizedName;
  values: ReadonlyArray<{ id: string; name: LocalizedName }>;
  /** Single-select when true. */
  singularity: boolean;
  required: boolean;
  maxSelected: number | null;
}

/** An add-on group of an item, with its values' prices and purchase limits. */
export interface AddOnGroup {
  id: string;
  name: LocalizedName;
  minBuyNumber: number;
  maxBuyNumber: number | null;
  values: ReadonlyArray<{
    id: string;
    name: LocalizedName;
    price: number;
    minBuyNumber: number;
    maxBuyNumber: number | null;
  }>;
}

/** A commodity as submission checks it, with its timed menu's hours (null: all-day). */
export interface OrderableCommodity {
  id: string;
  categoryId: string;
  timedMenuId: string | null;
  name: LocalizedName;
  thumbnail: string | null;
  price: number;
  takeawayPrice: number | null;
  stockNumber: number | null;
  minBuyNumber: number;
  maxBuyNumber: number | null;
  specifications: readonly SpecificationOption[];
  addOnGroups: readonly AddOnGroup[];
  specifiedTax: Partial<Record<OrderType, number>> | null;
  deliveryNotSupported: boolean;
  supportsExchange: boolean;
  isAvailable: boolean;
  timedMenuHours: WeeklyOpenHours | null;
}

/** One value of one attribute of a commodity. */
export interface AttributeValue {
  commodityId: string;
  attributeId: string;
  attributeName: LocalizedName;
  valueId: string;
  valueName: LocalizedName;
  price: number;
  stockNumber: number | null;
}

/** The specification values chosen on a line, as the order line keeps them. */
export interface ChosenSpecification {
  id: string;
  name: LocalizedName;
  values: Array<{ id: string; name: LocalizedName }>;
}

/** The attribute value chosen on a line; its id lets a cancellation give attribute stock back. */
export interface ChosenAttribute {
  id: string;
  name: LocalizedName;
  value: { id: string; name: LocalizedName; price: number };
}

/** The add-ons chosen on a line, each with how many per unit. */
export interface ChosenAddOn {
  id: string;
  name: LocalizedName;
  values: Array<{ id: string; name: LocalizedName; price: number; boughtNumber: number }>;
}

/** Units taken from a stock row. */
export interface StockTake {
  id: string;
  quantity: number;
}

/** The stock an order takes: from the commodities and attribute values that count stock, in id order. */
export interface StockTakes {
  commodities: StockTake[];
  attributeValues: StockTake[];
}

/** What the line checks need besides the lines. */
export interface LineCheckContext {
  orderType: OrderType;
  timeZone: string;
  now: number;
  /** The chosen delivery or pickup time; null for ASAP and dine-in. */
  scheduledTime: number | null;
  /** The store's commodities named by the lines, by id. */
  commodities: ReadonlyMap<string, OrderableCommodity>;
  /** Attribute values by commodity id. */
  attributes: ReadonlyMap<string, readonly AttributeValue[]>;
}

/** A line that passed its checks. */
export interface CheckedLine {
  commodity: OrderableCommodity;
  quantity: number;
  /** The unit price with options the cart showed. */
  submittedPrice: number;
  /** exchangeInfo.requiredPoints; null for a paid line. */
  submittedPoints: number | null;
  specifications: ChosenSpecification[];
  attributes: ChosenAttribute[];
  addOns: ChosenAddOn[];
  /** Stock of each chosen attribute value (null: unlimited). */
  attributeStocks: Array<{ valueId: string; stockNumber: number | null }>;
  specialNote: string | null;
  /** The line as the pricing engine takes it. */
  pricing: OrderLineInput;
}

/** A maximum or limit of null or 0 means none (the menu shows a maximum only when it is above 0). */
const hasLimit = (limit: number | null): limit is number => limit !== null && limit > 0;

function assertDistinct(ids: readonly string[], what: string): void {
  if (new Set(ids).size !== ids.length) refuse('REQUEST_INVALID', `A ${what} is chosen twice.`);
}

function checkSpecifications(
  commodity: OrderableCommodity,
  chosen: OrderLineRequest['specifications'],
): ChosenSpecification[] {
  assertDistinct(
    chosen.map((choice) => choice.id),
    'specification',
  );
  const result = chosen.map((choice): ChosenSpecification => {
    const specification = commodity.specifications.find((candidate) => candidate.id === choice.id);
    if (!specification) return refuse('SPECIFICATION_NOT_FOUND');
    assertDistinct(choice.values, 'specification value');
    const values = choice.values.map((valueId) => {
      const value = specification.values.find((candidate) => candidate.id === valueId);
      return value ? { id: value.id, name: value.name } : refuse('SPECIFICATION_NOT_FOUND');
    });
    const cap = specification.singularity
      ? 1
      : selectionCap({ ...specification, valueCount: specification.values.length });
    if (values.length > cap) refuse('SPECIFICATION_ABOVE_MAXIMUM');
    return { id: specification.id, name: specification.name, values };
  });
  const missing = commodity.specifications.some(
    (specification) => specification.required && !chosen.some((choice) => choice.id === specification.id),
  );
  if (missing) refuse('SPECIFICATION_BELOW_MINIMUM');
  return result;
}

/** One value per attribute (an attribute is a single choice, such as a size); choosing none is allowed. */
function checkAttributes(
  values: readonly AttributeValue[],
  chosen: OrderLineRequest['attributes'],
): AttributeValue[] {
  if (new Set(chosen.map((choice) => choice.id)).size !== chosen.length) refuse('ATTRIBUTE_ABOVE_MAXIMUM');
  return chosen.map((choice) => {
    const value = values.find((row) => row.attributeId === choice.id && row.valueId === choice.valueId);
    return value ?? refuse('ATTRIBUTE_NOT_FOUND');
  });
}

function checkAddOns(commodity: OrderableCommodity, chosen: OrderLineRequest['addOns']): ChosenAddOn[] {
  assertDistinct(
    chosen.map((choice) => choice.id),
    'add-on group',
  );
  const result = chosen.map((choice): ChosenAddOn => {
    const group = commodity.addOnGroups.find((candidate) => candidate.id === choice.id);
    if (!group) return refuse('ADDON_NOT_FOUND');
    assertDistinct(
      choice.values.map((value) => value.id),
      'add-on',
    );
    const values = choice.values.map((picked) => {
      const value = group.values.find((candidate) => candidate.id === picked.id);
      if (!value) return refuse('ADDON_NOT_FOUND');
      if (hasLimit(value.maxBuyNumber) && picked.boughtNumber > value.maxBuyNumber) {
        refuse('ADDON_ABOVE_MAXIMUM');
      }
      if (picked.boughtNumber < value.minBuyNumber) refuse('ADDON_BELOW_MINIMUM');
      return { id: value.id, name: value.name, price: value.price, boughtNumber: picked.boughtNumber };
    });
    const total = values.reduce((sum, value) => sum + value.boughtNumber, 0);
    if (hasLimit(group.maxBuyNumber) && total > group.maxBuyNumber) refuse('ADDON_ABOVE_MAXIMUM');
    return { id: group.id, name: group.name, values };
  });
  for (const group of commodity.addOnGroups) {
    const picked = result.find((choice) => choice.id === group.id);
    const total = picked?.values.reduce((sum, value) => sum + value.boughtNumber, 0) ?? 0;
    if (total < group.minBuyNumber) refuse('ADDON_BELOW_MINIMUM');
  }
  return result;
}

/**
 * Whether the item's timed menu serves it: all-day items always; others when the menu is open now, or,
 * for an order scheduled for later, at the scheduled time (a lunch item ordered in the morning for noon).
 */
function timedMenuServes(commodity: OrderableCommodity, context: LineCheckContext): boolean {
  const menu = commodity.timedMenuHours === null ? null : { openHours: commodity.timedMenuHours };
  if (isTimedMenuOpen(menu, context.timeZone, context.now)) return true;
  return context.scheduledTime !== null && isTimedMenuOpen(menu, context.timeZone, context.scheduledTime);
}

function checkLine(request: OrderLineRequest, context: LineCheckContext): CheckedLine {
  const commodity = context.commodities.get(request.id);
  if (!commodity) return refuse('COMMODITY_NOT_FOUND');
  if (!commodity.isAvailable) refuse('COMMODITY_UNAVAILABLE');
  if (context.orderType === 'delivery' && commodity.deliveryNotSupported) {
    refuse('COMMODITY_DELIVERY_NOT_SUPPORTED');
  }
  if (!timedMenuServes(commodity, context)) refuse('COMMODITY_OUTSIDE_TIMED_MENU');
  const specifications = checkSpecifications(commodity, request.specifications);
  const attributeValues = checkAttributes(context.attributes.get(commodity.id) ?? [], request.attributes);
  const addOns = checkAddOns(commodity, request.addOns);
  return {
    commodity,
    quantity: request.boughtNumber,
    submittedPrice: request.price,
    submittedPoints: request.exchangeInfo?.requiredPoints ?? null,
    specifications,
    attributes: attributeValues.map((value) => ({
      id: value.attributeId,
      name: value.attributeName,
      value: { id: value.valueId, name: value.valueName, price: value.price },
    })),
    addOns,
    attributeStocks: attributeValues.map((value) => ({
      valueId: value.valueId,
      stockNumber: value.stockNumber,
    })),
    specialNote: request.specialNote?.trim() || null,
    pricing: {
      commodityId: commodity.id,
      price: commodity.price,
      takeawayPrice: commodity.takeawayPrice,
      attributePrices: attributeValues.map((value) => value.price),
      addOns: addOns.flatMap((group) =>
        group.values.map((value) => ({ price: value.price, count: value.boughtNumber })),
      ),
      quantity: request.boughtNumber,
      redeemed: request.exchangeInfo !== undefined,
      specifiedTax: commodity.specifiedTax,
    },
  };
}

/** Checks every line against the menu, in order; the first failure is the answer. */
export function checkLines(requests: readonly OrderLineRequest[], context: LineCheckContext): CheckedLine[] {
  return requests.map((request) => checkLine(request, context));
}

function unitsBy(entries: ReadonlyArray<readonly [string, number]>): Map<string, number> {
  const units = new Map<string, number>();
  for (const [id, quantity] of entries) units.set(id, (units.get(id) ?? 0) + quantity);
  return units;
}

/**
 * Purchase limits and stock over the whole order: the lines of one item are summed against its minimum
 * and maximum purchase and its stock, the lines choosing one attribute value against that value's stock.
 * Answers what to take from stock, sorted by id so concurrent orders lock rows in one order.
 */
export function checkQuantities(lines: readonly CheckedLine[]): StockTakes {
  const commodities = new Map(lines.map((line) => [line.commodity.id, line.commodity]));
  const units = unitsBy(lines.map((line) => [line.commodity.id, line.quantity] as const));
  const takes: StockTakes = { commodities: [], attributeValues: [] };
  for (const [id, quantity] of units) {
    const commodity = commodities.get(id);
    if (!commodity) continue;
    if (quantity < commodity.minBuyNumber) refuse('COMMODITY_BELOW_MINIMUM');
    if (hasLimit(commodity.maxBuyNumber) && quantity > commodity.maxBuyNumber) {
      refuse('COMMODITY_ABOVE_MAXIMUM');
    }
    if (commodity.stockNumber !== null) {
      if (quantity > commodity.stockNumber) refuse('COMMODITY_OUT_OF_STOCK');
      takes.commodities.push({ id, quantity });
    }
  }
  const valueStocks = new Map(
    lines.flatMap((line) => line.attributeStocks.map((value) => [value.valueId, value.stockNumber] as const)),
  );
  const chosen = lines.flatMap((line) =>
    line.attributeStocks.map((value) => [value.valueId, line.quantity] as const),
  );
  for (const [valueId, quantity] of unitsBy(chosen)) {
    const stock = valueStocks.get(valueId) ?? null;
    if (stock === null) continue;
    if (quantity > stock) refuse('ATTRIBUTE_OUT_OF_STOCK');
    takes.attributeValues.push({ id: valueId, quantity });
  }
  const byId = (a: StockTake, b: StockTake) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  takes.commodities.sort(byId);
  takes.attributeValues.sort(byId);
  return takes;
}
