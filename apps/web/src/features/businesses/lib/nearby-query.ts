import { STORE_LIST_PAGE_SIZE, STORE_LIST_RANGE_MILES } from '@nearbite/domain/discovery';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The home list's category filter: null is "All". */
export interface CategoryFilter {
  id: string | null;
  name: string;
}

/** The query of GET /businesses (contract: nearbyQuerySchema). */
export type NearbyQuery = {
  longitude: number;
  latitude: number;
  range: number;
  filterMode: 'all' | 'category';
  businessTypes?: string;
  pageNumber: number;
  pageCapacity: number;
};

/** Query of one page of GET /businesses for the home list (range 40, 50 per page). */
export function nearbyQuery(point: GeoPoint, categoryId: string | null, pageNumber: number): NearbyQuery {
  return {
    longitude: point.longitude,
    latitude: point.latitude,
    range: STORE_LIST_RANGE_MILES,
    ...(categoryId ? { filterMode: 'category', businessTypes: categoryId } : { filterMode: 'all' }),
    pageNumber,
    pageCapacity: STORE_LIST_PAGE_SIZE,
  };
}

/** The next page number, or undefined when the server said there is no more. */
export function nextPageNumber(page: { pageNumber: number; hasMore: boolean }): number | undefined {
  return page.hasMore ? page.pageNumber + 1 : undefined;
}
