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

/** Requests started before the page renders, taken once by the first query that asks for the same URL. */
const early = new Map<string, Promise<unknown>>();

function earlyKey(url: string, query: Record<string, string | number> | undefined): string {
  return `${url}?${new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)]))}`;
}

function getOnce<T>(
  url: string,
  query: Record<string, string | number> | undefined,
  signal: AbortSignal,
): Promise<T> {
  const key = earlyKey(url, query);
  const started = early.get(key);
  early.delete(key);
  return (started as Promise<T> | undefined) ?? api.get<T>(url, { query, signal });
}

function detailQuery(point: GeoPoint | null) {
  return point ? { longitude: point.longitude, latitude: point.latitude } : undefined;
}

/**
 * Starts the store's detail and whole-menu requests while the page's code and texts are still
 * loading, so the banner (the page's largest paint) is not held behind them. Each answer is used once,
 * by the first query for it; a failed early request is simply asked again by the query.
 */
export function prefetchStorePage(businessId: string, point: GeoPoint | null): void {
  const requests: Array<[string, Record<string, string | number> | undefined]> = [
    [`${path(businessId)}/detail`, detailQuery(point)],
    [`${path(businessId)}/timedMenuDetail`, undefined],
  ];
  for (const [url, query] of requests) {
    const request = api.get(url, { query });
    request.catch(() => early.delete(earlyKey(url, query)));
    early.set(earlyKey(url, query), request);
  }
}

/** GET /businesses/{id}/detail, with the diner's point when known (for the pickup distance). */
export function useBusinessDetail(businessId: string | null, point: GeoPoint | null) {
  return useQuery({
    queryKey: ['store', businessId, 'detail', point?.latitude, point?.longitude],
    enabled: businessId !== null,
    queryFn: ({ signal }) =>
      getOnce<BusinessDetailDto>(`${path(businessId ?? '')}/detail`, detailQuery(point), signal),
    staleTime: STORE_STALE_MS,
  });
}

/** GET /businesses/{id}/timedMenuDetail: every item (no menu chosen) or a timed menu's and the all-day ones. */
export function useStoreMenu(businessId: string | null, timedMenuId: string | null) {
  return useQuery({
    queryKey: ['store', businessId, 'menu', timedMenuId],
    enabled: businessId !== null,
    queryFn: ({ signal }) =>
      getOnce<TimedMenuDetailDto>(
        `${path(businessId ?? '')}/timedMenuDetail`,
        timedMenuId ? { timedMenuId } : undefined,
        signal,
      ),
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
 * GET /user/points/businesses/{id}: the signed-in diner's points at this store. A diner without a card
 * gets one by the redeem call (POST, idempotent), which answers the card. Same cache entry as
 * checkout's, so the cart shows the points the card showed.
 */
export function usePointsCard(businessId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'points', businessId],
    enabled: enabled && businessId !== null,
    queryFn: async ({ signal }) => {
      const url = `/user/points/businesses/${encodeURIComponent(businessId ?? '')}`;
      const card = await api.get<{ id: string | null; curPoints: number }>(url, { signal });
      if (card.id !== null) return card;
      return api.post<{ id: string | null; curPoints: number }>(url, {}, { signal });
    },
    staleTime: 30_000,
  });
}
