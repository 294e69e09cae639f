import type { WeeklyHours } from '../db/schema/columns.js';
import type { AddOnGroup, SpecificationOption } from '../db/schema/commodities.js';
import type { Rng } from '../lib/prng.js';
import { imageUrl, slugify } from '../modules/images/image-urls.js';
import type { BusinessTraits } from './business-traits.js';
import type { CatalogPlan } from './catalog-plan.js';
import type {
  AttributeRow,
  AttributeValueRow,
  CommodityCategoryRow,
  CommodityRow,
  TimedMenuRow,
} from './catalog-rows.js';
import type { Cuisine, Dish, MealPeriod, MenuSection, OptionTemplate } from './menu-library.types.js';
import { mealHours } from './opening-hours.js';

export interface MenuRows {
  timedMenus: TimedMenuRow[];
  commodityCategories: CommodityCategoryRow[];
  commodities: CommodityRow[];
  attributes: AttributeRow[];
  attributeValues: AttributeValueRow[];
}

interface MenuContext {
  plan: CatalogPlan;
  index: number;
  businessId: string;
  cuisine: Cuisine;
  traits: BusinessTraits;
  /** Multiplies library prices: regional level and the store's own pricing. */
  priceFactor: number;
  rng: Rng;
}

const PERIOD_NAMES: Record<MealPeriod, { en: string; zh: string }> = {
  breakfast: { en: 'Breakfast', zh: '早餐' },
  lunch: { en: 'Lunch', zh: '午餐' },
  dinner: { en: 'Dinner', zh: '晚餐' },
};
const PERIODS: MealPeriod[] = ['breakfast', 'lunch', 'dinner'];

const DISCOUNT_PERCENTS = [70, 75, 80, 85, 88, 90];

export function generateMenu(context: MenuContext): MenuRows {
  const rows: MenuRows = {
    timedMenus: [],
    commodityCategories: [],
    commodities: [],
    attributes: [],
    attributeValues: [],
  };
  const sections = chooseSections(context);
  const timedMenuIds = context.traits.timedMenus ? addTimedMenus(context, sections, rows) : new Map();
  const dishes = sections.flatMap((section, sectionIndex) =>
    section.dishes.map((dish) => ({
      dish,
      sectionIndex,
      required: section === context.cuisine.requiredSection,
    })),
  );
  const soldOutAt = context.traits.soldOutItem ? soldOutPosition(dishes, context.rng) : -1;
  sections.forEach((section, sectionIndex) => {
    rows.commodityCategories.push({
      id: context.plan.ids('commodityCategory', context.index, sectionIndex),
      businessId: context.businessId,
      name: section.name,
      requiredForDineIn: section === context.cuisine.requiredSection,
      sortOrder: sectionIndex,
    });
  });
  dishes.forEach(({ dish, sectionIndex, required }, position) => {
    const timedMenuId = dish.period ? (timedMenuIds.get(dish.period) ?? null) : null;
    addCommodity(context, rows, {
      dish,
      sectionIndex,
      position,
      timedMenuId,
      required,
      soldOut: position === soldOutAt,
    });
  });
  return rows;
}

/**
 * The required-for-dine-in section comes first so diners see it before anything else. A store with
 * timed menus drops the dishes of a meal it is never open for (no breakfast at a dinner-only place).
 */
function chooseSections(context: MenuContext): MenuSection[] {
  const { cuisine, rng, plan, traits } = context;
  const chosen = plan.light
    ? rng.sample(cuisine.sections, rng.int(2, 3)).map((section) => trimSection(section, rng, 2, 4))
    : cuisine.sections.map((section) => trimSection(section, rng, 2, section.dishes.length));
  const served = traits.timedMenus
    ? chosen
        .map((section) => ({
          name: section.name,
          dishes: section.dishes.filter(
            (dish) => !dish.period || overlaps(mealHours(dish.period), traits.openHours),
          ),
        }))
        .filter((section) => section.dishes.length > 0)
    : chosen;
  return traits.requiredForDineIn ? [cuisine.requiredSection, ...served] : served;
}

/** Whether two weekly schedules share any time on any day. */
function overlaps(first: WeeklyHours, second: WeeklyHours): boolean {
  return first.some((day, weekday) =>
    day.some(([from, to]) => (second[weekday] ?? []).some(([start, end]) => from < end && start < to)),
  );
}

/** Keeps each dish with a fair chance but never fewer than `min`, in menu order. */
function trimSection(section: MenuSection, rng: Rng, min: number, max: number): MenuSection {
  const count = Math.min(
    section.dishes.length,
    Math.max(min, Math.round(section.dishes.length * (0.7 + rng.float() * 0.3))),
    max,
  );
  return { name: section.name, dishes: rng.sample(section.dishes, count) };
}

function addTimedMenus(
  context: MenuContext,
  sections: MenuSection[],
  rows: MenuRows,
): Map<MealPeriod, string> {
  const present = new Set(sections.flatMap((section) => section.dishes.map((dish) => dish.period)));
  const ids = new Map<MealPeriod, string>();
  PERIODS.filter((period) => present.has(period)).forEach((period, order) => {
    const id = context.plan.ids('timedMenu', context.index, order);
    ids.set(period, id);
    rows.timedMenus.push({
      id,
      businessId: context.businessId,
      name: PERIOD_NAMES[period],
      openHours: mealHours(period),
      sortOrder: order,
    });
  });
  return ids;
}

/**
 * Never the first item of the menu (the top of the page stays orderable) and never a required item
 * (a sold-out required category would make dine-in impossible).
 */
function soldOutPosition(dishes: Array<{ required: boolean }>, rng: Rng): number {
  const candidates = dishes.flatMap((dish, position) => (position > 0 && !dish.required ? [position] : []));
  return candidates.length > 1 ? rng.pick(candidates) : -1;
}

interface DishPlacement {
  dish: Dish;
  sectionIndex: number;
  position: number;
  timedMenuId: string | null;
  required: boolean;
  soldOut: boolean;
}

function addCommodity(context: MenuContext, rows: MenuRows, placement: DishPlacement): void {
  const { plan, index, rng, traits } = context;
  const { dish, position } = placement;
  const id = plan.ids('commodity', index, position);
  const key = slugify(dish.name.en);
  const basePrice = placement.required ? dish.price : menuPrice(dish.price * context.priceFactor);
  const discountPercent = !placement.required && rng.chance(0.12) ? rng.pick(DISCOUNT_PERCENTS) : null;
  const takeaway = traits.cheaperPickup && !placement.required ? menuPrice(basePrice * 0.95) : null;
  const [minBuyNumber, maxBuyNumber] = buyLimits(dish, rng);
  const options = dish.options.map((name) => {
    const option = context.cuisine.options[name];
    if (!option) throw new Error(`${context.cuisine.key}: dish ${dish.name.en} names unknown option ${name}`);
    return option;
  });
  rows.commodities.push({
    id,
    businessId: context.businessId,
    categoryId: plan.ids('commodityCategory', index, placement.sectionIndex),
    timedMenuId: placement.timedMenuId,
    name: dish.name,
    description: dish.description,
    images: [imageUrl('dish', key)],
    thumbnail: imageUrl('dish', key),
    price: discountPercent ? discounted(basePrice, discountPercent) : basePrice,
    takeawayPrice: takeaway !== null && discountPercent ? discounted(takeaway, discountPercent) : takeaway,
    originPrice: discountPercent ? basePrice : null,
    originTakeawayPrice: discountPercent && takeaway !== null ? takeaway : null,
    discountPercent,
    stockNumber: placement.soldOut ? 0 : !placement.required && rng.chance(0.1) ? rng.int(3, 30) : null,
    minBuyNumber,
    maxBuyNumber,
    specifications: specificationsOf(context, position, options),
    addOnGroups: addOnGroupsOf(context, position, options),
    specifiedTax: dish.flags.includes('taxFreeToGo') ? { pickup: 0, delivery: 0 } : null,
    deliveryNotSupported: dish.flags.includes('noDelivery'),
    supportsExchange: traits.points && !placement.required && basePrice <= 3000 && rng.chance(0.5),
    sortOrder: position,
  });
  addAttributes(context, rows, id, position, options);
}

/** The item's own price rounded the way menus print it: ...45 or ...95 above $4, quarters below. */
export function menuPrice(cents: number): number {
  return cents >= 400 ? Math.round(cents / 50) * 50 - 5 : Math.max(25, Math.round(cents / 25) * 25);
}

/** A discounted price is the paid share of the original, rounded up (the specification's rule). */
export function discounted(originPrice: number, discountPercent: number): number {
  return Math.ceil((originPrice * discountPercent) / 100);
}

function buyLimits(dish: Dish, rng: Rng): [number, number | null] {
  const min = dish.flags.includes('min3') ? 3 : dish.flags.includes('min2') ? 2 : 1;
  if (dish.flags.includes('max2')) return [min, Math.max(min, 2)];
  if (dish.flags.includes('max4')) return [min, Math.max(min, 4)];
  return [min, rng.chance(0.05) ? min + rng.int(2, 5) : null];
}

function specificationsOf(
  context: MenuContext,
  position: number,
  options: OptionTemplate[],
): SpecificationOption[] {
  return options.flatMap((option, optionIndex) => {
    if (option.kind !== 'specification') return [];
    const local = position * 16 + optionIndex;
    return [
      {
        id: context.plan.ids('specification', context.index, local),
        name: option.name,
        values: option.values.map((name, valueIndex) => ({
          id: context.plan.ids('specificationValue', context.index, local * 16 + valueIndex),
          name,
        })),
        singularity: option.singularity,
        required: option.required,
        maxSelected: option.maxSelected,
      },
    ];
  });
}

function addOnGroupsOf(context: MenuContext, position: number, options: OptionTemplate[]): AddOnGroup[] {
  return options.flatMap((option, optionIndex) => {
    if (option.kind !== 'addOns') return [];
    const local = position * 16 + optionIndex;
    return [
      {
        id: context.plan.ids('addOnGroup', context.index, local),
        name: option.name,
        minBuyNumber: option.minBuyNumber,
        maxBuyNumber: option.maxBuyNumber,
        values: option.values.map((value, valueIndex) => ({
          id: context.plan.ids('addOnValue', context.index, local * 16 + valueIndex),
          name: value.name,
          price: value.price,
          minBuyNumber: value.minBuyNumber,
          maxBuyNumber: value.maxBuyNumber,
        })),
      },
    ];
  });
}

/** Priced choices with their own stock: now and then one runs low, and an extra one runs out. */
function addAttributes(
  context: MenuContext,
  rows: MenuRows,
  commodityId: string,
  position: number,
  options: OptionTemplate[],
): void {
  options.forEach((option, optionIndex) => {
    if (option.kind !== 'attribute') return;
    const local = position * 16 + optionIndex;
    const attributeId = context.plan.ids('attribute', context.index, local);
    rows.attributes.push({ id: attributeId, commodityId, name: option.name, sortOrder: optionIndex });
    option.values.forEach((value, valueIndex) => {
      rows.attributeValues.push({
        id: context.plan.ids('attributeValue', context.index, local * 16 + valueIndex),
        attributeId,
        name: value.name,
        price: value.price,
        stockNumber: attributeStock(valueIndex, context.rng),
        sortOrder: valueIndex,
      });
    });
  });
}

function attributeStock(valueIndex: number, rng: Rng): number | null {
  if (valueIndex > 0 && rng.chance(0.05)) return 0;
  return rng.chance(0.15) ? rng.int(2, 20) : null;
}
