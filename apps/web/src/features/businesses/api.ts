import type { BusinessCategoryDto, BusinessPageDto, BusinessSummaryDto } from '@nearbite/contract/businesses';
import { STORE_LIST_RANGE_MILES } from '@nearbite/domain/discovery';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api-client';
import { type GeoPoint, nearbyQuery, nextPageNumber } from './lib/nearby-query';

type BusinessList = { businesses: BusinessSummaryDto[] };

/** GET /businessCategories: the home filter's choices (besides "All"). */
export function useBusinessCategories() {
  return useQuery({
    queryKey: ['businesses', 'categories'],
    queryFn: ({ signal }) => api.get<BusinessCategoryDto[]>('/businessCategories', { signal }),
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
      api.get<BusinessPageDto>('/businesses', {
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
      api.get<BusinessList>('/businesses/promoted', {
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
      api.get<BusinessList>('/businesses/mapModel', {
        query: { longitude: center?.longitude, latitude: center?.latitude, range },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
