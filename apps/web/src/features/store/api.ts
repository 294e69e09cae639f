import type {
  BusinessDetailDto,
  CommoditySummaryDto,
  RequiredForDineInDto,
  TimedMenuDetailDto,
} from '@nearbite/contract/store';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api-client';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The store page's data stays cached for 5 minutes: coming back to the page (from the goods search,
 * the address screens, an item) shows it at once without a refetch flash; older data refreshes in the
 * background while the cached copy stays on screen.
 */
const STORE_STALE_MS = 5 * 60_000;

const path = (businessId: string) => `/businesses/${encodeURIComponent(businessId)}`;

/** GET /businesses/{id}/detail, with the diner's point when known (for the pickup distance). */
export function useBusinessDetail(businessId: string | null, point: GeoPoint | null) {
  return useQuery({
    queryKey: ['store', businessId, 'detail', point?.latitude, point?.longitude],
    enabled: businessId !== null,
    queryFn: ({ signal }) =>
      api.get<BusinessDetailDto>(`${path(businessId ?? '')}/detail`, {
        query: point ? { longitude: point.longitude, latitude: point.latitude } : undefined,
        signal,
      }),
    staleTime: STORE_STALE_MS,
  });
}

/** GET /businesses/{id}/timedMenuDetail: every item (no menu chosen) or a timed menu's and the all-day ones. */
export function useStoreMenu(businessId: string | null, timedMenuId: string | null) {
  return useQuery({
    queryKey: ['store', businessId, 'menu', timedMenuId],
    enabled: businessId !== null,
    queryFn: ({ signal }) =>
      api.get<TimedMenuDetailDto>(`${path(businessId ?? '')}/timedMenuDetail`, {
        query: timedMenuId ? { timedMenuId } : undefined,
        signal,
      }),
    staleTime: STORE_STALE_MS,
    // Switching timed menus keeps the store's current menu on screen until the other one arrives.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === businessId ? keepPreviousData(previous) : undefined,
  });
}

/** GET /businesses/{id}/requiredForDineIn: asked in dine-in only. */
export function useRequiredForDineIn(businessId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['store', businessId, 'requiredForDineIn'],
    enabled: enabled && businessId !== null,
    queryFn: ({ signal }) =>
      api.get<RequiredForDineInDto>(`${path(businessId ?? '')}/requiredForDineIn`, { signal }),
    staleTime: STORE_STALE_MS,
  });
}

/** GET /businesses/{id}/commodities/search?keywords=: nothing is asked for empty keywords. */
export function useGoodsSearch(businessId: string | null, keywords: string) {
  return useQuery({
    queryKey: ['store', businessId, 'goodsSearch', keywords],
    enabled: businessId !== null && keywords.length > 0,
    queryFn: ({ signal }) =>
      api.get<{ commodities: CommoditySummaryDto[] }>(`${path(businessId ?? '')}/commodities/search`, {
        query: { keywords },
        signal,
      }),
    retry: false,
    staleTime: STORE_STALE_MS,
  });
}

/** GET /businesses/{id}/{tableName}/callService: calls a waiter to the table (signed in only). */
export function useCallWaiter(businessId: string, tableName: string) {
  return useMutation({
    mutationFn: () =>
      api.get<{ ok: true }>(`${path(businessId)}/${encodeURIComponent(tableName)}/callService`),
  });
}

/**
 * GET /user/points/businesses/{id}: the signed-in diner's points at this store (0 before a first card).
 * Same cache entry as checkout's, so the cart shows the points the card showed.
 */
export function usePointsCard(businessId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'points', businessId],
    enabled: enabled && businessId !== null,
    queryFn: ({ signal }) =>
      api.get<{ id: string | null; curPoints: number }>(
        `/user/points/businesses/${encodeURIComponent(businessId ?? '')}`,
        { signal },
      ),
    staleTime: 30_000,
  });
}
