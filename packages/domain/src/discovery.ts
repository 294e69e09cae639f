/** Numbers of discovery: the store list, search, the carousel and map mode (specification section 9). */

/** The home store list asks for stores within this many miles. */
export const STORE_LIST_RANGE_MILES = 40;
/** Stores per page of the home list (pageCapacity). */
export const STORE_LIST_PAGE_SIZE = 50;
/** The next page loads when the list's end is this many pixels below the viewport. */
export const STORE_LIST_LOAD_OFFSET = 50;

/** Search looks for stores and dishes within this many miles (our choice: the store list's range). */
export const SEARCH_RANGE_MILES = STORE_LIST_RANGE_MILES;
/** When search finds nothing, the screen lists stores within this wider range instead. */
export const SEARCH_FALLBACK_RANGE_MILES = 300;
/** At most this many stores in one search answer, nearest first (our choice: one list page). */
export const SEARCH_MAX_BUSINESSES = STORE_LIST_PAGE_SIZE;
/** Each search result shows at most this many matching dishes of its store (our choice). */
export const SEARCH_COMMODITIES_PER_BUSINESS = 3;
/** A signed-in diner's search history keeps this many distinct keywords, newest first (our choice). */
export const SEARCH_HISTORY_LIMIT = 10;

/** The recommendation carousel shows at most this many promoted stores (our choice). */
export const PROMOTED_MAX_BUSINESSES = 10;

/** Map mode opens at this zoom level. */
export const MAP_DEFAULT_ZOOM = 15;
/** Map mode refetches stores at most once per this many milliseconds while the map moves. */
export const MAP_REFETCH_INTERVAL_MS = 3000;
/** Map mode's range in miles at the default zoom. */
export const MAP_INITIAL_RANGE_MILES = 1.2;
/** Map mode never asks for a wider range than this (our choice: the search fallback's range). */
export const MAP_MAX_RANGE_MILES = SEARCH_FALLBACK_RANGE_MILES;
/** Map mode shows at most this many stores, nearest first (our choice). */
export const MAP_MAX_BUSINESSES = 100;
/** The location screen's map opens at this zoom level. */
export const LOCATION_MAP_ZOOM = 10;

/** Image width for recommendations and banners. */
export const IMAGE_WIDTH_WIDE = 750;
/** Image width for lists, logos and thumbnails. */
export const IMAGE_WIDTH_LIST = 300;

/** Prep time in whole minutes from seconds, rounded up so a card never promises faster than the store. */
export function prepMinutes(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}

/**
 * Map mode's range in miles for a zoom level: 1.2 at zoom 15, doubled for each step out and halved for
 * each step in (a web-map tile's width in metres doubles per zoom step out), capped at 300 miles.
 */
export function rangeForZoom(zoom: number): number {
  return Math.min(MAP_MAX_RANGE_MILES, MAP_INITIAL_RANGE_MILES * 2 ** (MAP_DEFAULT_ZOOM - zoom));
}
