import type { CommodityDto } from '@nearbite/contract/menu';
import { storeRoutes } from '@nearbite/contract/store';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

/** GET /commodities/{id}: the item with its pictures and choices (and whether it can join a cart now). */
export function commodityQuery(id: string) {
  return queryOptions({
    queryKey: ['commodity', id],
    queryFn: ({ signal }) => call(storeRoutes.commodity, { params: { id }, signal }),
    // Stock and canJoin change: a minute-old answer is still fine for an open dialog.
    staleTime: 60_000,
  });
}

export function useCommodity(id: string | null) {
  return useQuery({ ...commodityQuery(id ?? ''), enabled: id !== null });
}

/** The item, from the cache when fresh (the row's quick add of an item without options uses it). */
export function fetchCommodity(queryClient: QueryClient, id: string): Promise<CommodityDto> {
  return queryClient.fetchQuery(commodityQuery(id));
}
