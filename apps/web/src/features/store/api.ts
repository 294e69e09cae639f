import type { CallAnswer } from '@nearbite/api-client/api-call';
import { pointsRoutes } from '@nearbite/contract/points';
import { storeRoutes } from '@nearbite/contract/store';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

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

/** Requests started before the page renders, taken once by the first query asking the same thing. */
const early = new Map<string, Promise<unknown>>();

type EarlyRoute = typeof storeRoutes.detail | typeof storeRoutes.timedMenuDetail;
type EarlyQuery = Record<string, string | number> | undefined;

function earlyKey(route: EarlyRoute, businessId: string, query: EarlyQuery): string {
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)]));
  return `${route.url}:${businessId}?${search}`;
}

function getOnce<R extends EarlyRoute>(
  route: R,
  businessId: string,
  query: EarlyQuery,
  signal: AbortSignal,
): Promise<CallAnswer<R>> {
  const key = earlyKey(route, businessId, query);
  const started = early.get(key);
  early.delete(key);
  // `call` answers the union's answer for a union route; R says which of the two this one is.
  return (started ?? call(route as EarlyRoute, { params: { businessId }, query, signal })) as Promise<
    CallAnswer<R>
  >;
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
  const requests: Array<[EarlyRoute, EarlyQuery]> = [
    [storeRoutes.detail, detailQuery(point)],
    [storeRoutes.timedMenuDetail, undefined],
  ];
  for (const [route, query] of requests) {
    const request = call(route, { params: { businessId }, query });
    request.catch(() => early.delete(earlyKey(route, businessId, query)));
    early.set(earlyKey(route, businessId, query), request);
  }
}

/** GET /businesses/{id}/detail, with the diner's point when known (for the pickup distance). */
export function useBusinessDetail(businessId: string | null, point: GeoPoint | null) {
  return useQuery({
    queryKey: ['store', businessId, 'detail', point?.latitude, point?.longitude],
    enabled: businessId !== null,
    queryFn: ({ signal }) => getOnce(storeRoutes.detail, businessId ?? '', detailQuery(point), signal),
    staleTime: STORE_STALE_MS,
  });
}

/** GET /businesses/{id}/timedMenuDetail: every item (no menu chosen) or a timed menu's and the all-day ones. */
export function useStoreMenu(businessId: string | null, timedMenuId: string | null) {
  return useQuery({
    queryKey: ['store', businessId, 'menu', timedMenuId],
    enabled: businessId !== null,
    queryFn: ({ signal }) =>
      getOnce(
        storeRoutes.timedMenuDetail,
        businessId ?? '',
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
      call(storeRoutes.requiredForDineIn, { params: { businessId: businessId ?? '' }, signal }),
    staleTime: STORE_STALE_MS,
  });
}

/** GET /businesses/{id}/commodities/search?keywords=: nothing is asked for empty keywords. */
export function useGoodsSearch(businessId: string | null, keywords: string) {
  return useQuery({
    queryKey: ['store', businessId, 'goodsSearch', keywords],
    enabled: businessId !== null && keywords.length > 0,
    queryFn: ({ signal }) =>
      call(storeRoutes.searchCommodities, {
        params: { businessId: businessId ?? '' },
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
    mutationFn: () => call(storeRoutes.callService, { params: { businessId, tableName } }),
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
      const params = { businessId: businessId ?? '' };
      const card = await call(pointsRoutes.card, { params, signal });
      if (card.id !== null) return card;
      return call(pointsRoutes.createCard, { params, body: {}, signal });
    },
    staleTime: 30_000,
  });
}
