import { businessRoutes } from '@nearbite/contract/businesses';
import { SEARCH_FALLBACK_RANGE_MILES, STORE_LIST_PAGE_SIZE } from '@nearbite/domain/discovery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The signed-in diner's search history (the diner's own data lives under ['account', …]). */
export const searchHistoryKey = ['account', 'searchHistories'] as const;

/** GET /businesses/search: stores and their matching dishes near a point. */
export function useBusinessSearch(point: GeoPoint | null, keywords: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['businesses', 'search', point?.latitude, point?.longitude, keywords],
    enabled: point !== null && keywords.length > 0,
    queryFn: async ({ signal }) => {
      const answer = await call(businessRoutes.search, {
        query: { longitude: point?.longitude, latitude: point?.latitude, keywords },
        signal,
      });
      // The server remembers the keywords of signed-in diners.
      void queryClient.invalidateQueries({ queryKey: searchHistoryKey });
      return answer;
    },
    retry: false,
  });
}

/** GET /businesses with range 300: the farther stores shown when a search finds nothing. */
export function useWiderBusinesses(point: GeoPoint | null, enabled: boolean) {
  return useQuery({
    queryKey: ['businesses', 'wider', point?.latitude, point?.longitude],
    enabled: enabled && point !== null,
    queryFn: ({ signal }) =>
      call(businessRoutes.nearby, {
        query: {
          longitude: point?.longitude,
          latitude: point?.latitude,
          range: SEARCH_FALLBACK_RANGE_MILES,
          filterMode: 'all',
          pageNumber: 1,
          pageCapacity: STORE_LIST_PAGE_SIZE,
        },
        signal,
      }),
  });
}

/** GET /user/searchHistories: only asked for signed-in diners. */
export function useSearchHistory(signedIn: boolean) {
  return useQuery({
    queryKey: searchHistoryKey,
    enabled: signedIn,
    queryFn: ({ signal }) => call(businessRoutes.searchHistories, { signal }),
    retry: false,
  });
}

/** DELETE /user/searchHistories. */
export function useClearSearchHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(businessRoutes.deleteSearchHistories),
    onSuccess: () => queryClient.setQueryData(searchHistoryKey, []),
  });
}
