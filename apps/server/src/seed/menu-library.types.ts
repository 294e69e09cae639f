import type { LocalizedText } from '../db/schema/columns.js';

export type MealPeriod = 'breakfast' | 'lunch' | 'dinner';

/** How a kind of store keeps its hours; the generator turns it into weekly opening hours. */
export type HoursStyle = 'restaurant' | 'cafe' | 'bakery' | 'grocery' | 'dessert' | 'pizza';

export type OptionTemplate =
  | {
      kind: 'specification';
      name: LocalizedText;
      values: LocalizedText[];
      singularity: boolean;
      required: boolean;
      maxSelected: number | null;
    }
  | { kind: 'attribute'; name: LocalizedText; values: Array<{ name: LocalizedText; price: number }> }
  | {
      kind: 'addOns';
      name: LocalizedText;
      minBuyNumber: number;
      maxBuyNumber: number | null;
      values: Array<{
        name: LocalizedText;
        price: number;
        minBuyNumber: number;
        maxBuyNumber: number | null;
      }>;
    };

/** Special handling a dish may ask for, written as tags in the menu tables. */
export type DishFlag = 'min2' | 'min3' | 'max2' | 'max4' | 'noDelivery' | 'taxFreeToGo';

export interface Dish {
  name: LocalizedText;
  description: LocalizedText;
  /** Typical San Francisco price in cents. */
  price: number;
  /** Served only from this timed menu when the store runs timed menus. */
  period: MealPeriod | null;
  options: string[];
  flags: DishFlag[];
}

export interface MenuSection {
  name: LocalizedText;
  dishes: Dish[];
}

export interface Cuisine {
  key: string;
  category: LocalizedText;
  /** Other business categories such a store is also listed under. */
  alsoListedAs: string[];
  hours: HoursStyle;
  prefixes: LocalizedText[];
  suffixes: LocalizedText[];
  options: Record<string, OptionTemplate>;
  sections: MenuSection[];
  /** The category a dine-in order must include (tea service, table setting). */
  requiredSection: MenuSection;
  announcements: LocalizedText[];
}
