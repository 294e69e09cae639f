import { businessRoutes } from '@nearbite/contract/businesses';
import { STORE_LIST_RANGE_MILES } from '@nearbite/domain/discovery';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';
import { type GeoPoint, nearbyQuery, nextPageNumber } from './lib/nearby-query';

/** GET /businessCategories: the home filter's choices (besides "All"). */
export function useBusinessCategories() {
  return useQuery({
    queryKey: ['businesses', 'categories'],
    queryFn: ({ signal }) => call(businessRoutes.categories, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /businesses page by page (range 40, 50 a page) around a point, for one category or all. */
export function useNearbyBusinesses(point: GeoPoint | null, categoryId: string | null) {
  return useInfiniteQuery({
    queryKey: ['businesses', 'nearby', point?.latitude, point?.longitude, categoryId],
    enabled: point !== null,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(businessRoutes.nearby, {
        // enabled guarantees the point.
        query: nearbyQuery(point as GeoPoint, categoryId, pageParam),
        signal,
      }),
    getNextPageParam: nextPageNumber,
  });
}

/** GET /businesses/promoted: the recommendation carousel. */
export function usePromotedBusinesses(point: GeoPoint | null) {
  return useQuery({
    queryKey: ['businesses', 'promoted', point?.latitude, point?.longitude],
    enabled: point !== null,
    queryFn: ({ signal }) =>
      call(businessRoutes.promoted, {
        query: { longitude: point?.longitude, latitude: point?.latitude, range: STORE_LIST_RANGE_MILES },
        signal,
      }),
  });
}

/** GET /businesses/mapModel: the stores within `range` miles of the map's centre. */
export function useMapBusinesses(center: GeoPoint | null, range: number) {
  return useQuery({
    queryKey: ['businesses', 'mapModel', center?.latitude, center?.longitude, range],
    enabled: center !== null,
    queryFn: ({ signal }) =>
      call(businessRoutes.mapModel, {
        query: { longitude: center?.longitude, latitude: center?.latitude, range },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
