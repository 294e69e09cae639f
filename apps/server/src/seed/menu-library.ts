import type { LocalizedText } from '../db/schema/columns.js';
import { CHINESE, JAPANESE, THAI } from './cuisines-asian.js';
import { BAKERY, COFFEE, DESSERTS, GROCERY } from './cuisines-shops.js';
import { BURGERS, MEXICAN, PIZZA } from './cuisines-western.js';
import type { Cuisine } from './menu-library.types.js';

/** Every kind of store the demo has; each is also a business category of the home filter. */
export const CUISINES: readonly Cuisine[] = [
  CHINESE,
  BURGERS,
  COFFEE,
  BAKERY,
  GROCERY,
  JAPANESE,
  MEXICAN,
  THAI,
  PIZZA,
  DESSERTS,
];

/** The home filter's categories, in the order shown. */
export const BUSINESS_CATEGORIES: ReadonlyArray<{ key: string; name: LocalizedText }> = CUISINES.map(
  (cuisine) => ({ key: cuisine.key, name: cuisine.category }),
);
