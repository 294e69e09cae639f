import { hashInts, hashString, itemAt, Rng } from '../lib/prng.js';
import { type IdMaker, idMaker } from './deterministic-id.js';
import {
  type City,
  DEFAULT_CENTER,
  isDefaultCenter,
  type LatLng,
  nearestCity,
  otherZoneCities,
  satelliteCities,
  US_CITIES,
} from './geography.js';
import { BUSINESS_CATEGORIES, CUISINES } from './menu-library.js';
import type { Cuisine } from './menu-library.types.js';

export interface CatalogOptions {
  businesses: number;
  seed: number;
  center?: LatLng;
  /** Spread of the stores around the centre; without it the default centre uses its neighbourhoods. */
  radiusMiles?: number;
}

/** Above this many businesses, menus get lighter and most stores spread over other US cities. */
export const LIGHT_MENU_THRESHOLD = 1000;

const DEFAULT_RADIUS_MILES = 6;

/** Where business i stands, decided from its index alone so any business can be generated on its own. */
export type Region =
  | { kind: 'local'; slot: number }
  | { kind: 'satellite'; city: City | null }
  | { kind: 'elsewhere'; city: City }
  | { kind: 'national' };

/** Everything about the catalog that does not depend on the business being generated. */
export interface CatalogPlan {
  businesses: number;
  seed: number;
  ids: IdMaker;
  center: LatLng;
  homeCity: City;
  /** San Francisco neighbourhoods when the centre is the default one and no radius was asked for. */
  useNeighbourhoods: boolean;
  radiusMiles: number;
  light: boolean;
  localCount: number;
  satellites: City[];
  satelliteCount: number;
  elsewhere: City[];
  elsewhereCount: number;
  metros: string[];
  /** Short per-seed tag that keeps generated codes (table codes) distinct between seeds. */
  tag: string;
}

export function createCatalogPlan(options: CatalogOptions): CatalogPlan {
  const businesses = Math.max(0, Math.floor(options.businesses));
  const center = options.center ?? DEFAULT_CENTER;
  const light = businesses > LIGHT_MENU_THRESHOLD;
  const satellites = satelliteCities(center);
  const elsewhere = otherZoneCities(center);
  const elsewhereCount = light ? 0 : Math.min(elsewhere.length, Math.floor(businesses / 15));
  const satelliteCount = light ? 0 : Math.min(6, Math.floor(businesses / 10));
  const localCount = light
    ? Math.max(LIGHT_MENU_THRESHOLD, Math.round(businesses * 0.1))
    : businesses - elsewhereCount - satelliteCount;
  const homeCity = nearestCity(center);
  const usedCities = light ? US_CITIES : [homeCity, ...satellites, ...elsewhere.slice(0, elsewhereCount)];
  return {
    businesses,
    seed: options.seed,
    ids: idMaker(options.seed),
    center,
    homeCity,
    useNeighbourhoods: options.radiusMiles === undefined && isDefaultCenter(center),
    radiusMiles: options.radiusMiles ?? DEFAULT_RADIUS_MILES,
    light,
    localCount,
    satellites,
    satelliteCount,
    elsewhere,
    elsewhereCount,
    metros: [...new Set(usedCities.map((city) => city.metro))],
    tag: hashInts(options.seed, 0x7a6).toString(36).slice(0, 4),
  };
}

export function regionOf(plan: CatalogPlan, index: number): Region {
  if (index < plan.localCount) return { kind: 'local', slot: index };
  if (plan.light) return { kind: 'national' };
  const satelliteIndex = index - plan.localCount;
  if (satelliteIndex < plan.satelliteCount) {
    return {
      kind: 'satellite',
      city: plan.satellites[satelliteIndex % Math.max(1, plan.satellites.length)] ?? null,
    };
  }
  const elsewhereIndex = satelliteIndex - plan.satelliteCount;
  return { kind: 'elsewhere', city: itemAt(plan.elsewhere, elsewhereIndex % plan.elsewhere.length) };
}

/**
 * Cuisines are dealt in rounds: each round of ten businesses has one of each, in an order shuffled per
 * round, so every cuisine is equally present and business i's cuisine needs no look at the others.
 * `round` is how many earlier stores of the same cuisine exist, which makes names unique (below).
 */
export function cuisineOf(plan: CatalogPlan, index: number): { cuisine: Cuisine; round: number } {
  const round = Math.floor(index / CUISINES.length);
  const order = new Rng(hashInts(plan.seed, 0xc0151e, round)).shuffle(
    CUISINES.map((_, position) => position),
  );
  return { cuisine: itemAt(CUISINES, itemAt(order, index % CUISINES.length)), round };
}

/**
 * The round-th store of a cuisine takes the round-th name of a seeded permutation of prefix × suffix
 * (a multiplier coprime with their product walks every pair once); past the last pair names repeat
 * with a branch number. So names, and the website addresses made from them, never collide.
 */
export function nameOf(plan: CatalogPlan, cuisine: Cuisine, round: number) {
  const pairs = cuisine.prefixes.length * cuisine.suffixes.length;
  const step = coprimeStep(pairs, hashInts(plan.seed, 0x5e9));
  const offset = hashInts(plan.seed, hashString(cuisine.key)) % pairs;
  const pair = (step * (round % pairs) + offset) % pairs;
  const prefix = itemAt(cuisine.prefixes, pair % cuisine.prefixes.length);
  const suffix = itemAt(cuisine.suffixes, Math.floor(pair / cuisine.prefixes.length));
  const branch = Math.floor(round / pairs) + 1;
  return {
    name: {
      en: branch > 1 ? `${prefix.en} ${suffix.en} #${branch}` : `${prefix.en} ${suffix.en}`,
      zh: branch > 1 ? `${prefix.zh}${suffix.zh} ${branch}号店` : `${prefix.zh}${suffix.zh}`,
    },
    branch,
  };
}

function coprimeStep(modulus: number, hash: number): number {
  const candidates = [7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47].filter(
    (step) => gcd(step, modulus) === 1,
  );
  return candidates[hash % candidates.length] ?? 1;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function categoryIdOf(plan: CatalogPlan, key: string): string {
  const index = BUSINESS_CATEGORIES.findIndex((category) => category.key === key);
  if (index < 0) throw new Error(`unknown business category ${key}`);
  return plan.ids('businessCategory', index);
}

export function areaIdOf(plan: CatalogPlan, city: City): string {
  const index = plan.metros.indexOf(city.metro);
  return plan.ids('area', index < 0 ? plan.metros.indexOf(plan.homeCity.metro) : index);
}
