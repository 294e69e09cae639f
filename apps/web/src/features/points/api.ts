import { type PointsExchangeDto, type PointsStatementDto, pointsRoutes } from '@nearbite/contract/points';
import { POINTS_PAGE_SIZE, type StatementType } from '@nearbite/domain/points-programme';
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

/** Inside ['account', …] so sign-in and sign-out drop them; the store page's card shares the balance key. */
const pointsKey = ['account', 'points'] as const;

interface Page {
  total: number;
  pageNumber: number;
}

/** The next page number while fewer records arrived than the total. */
export function nextPage<T extends Page>(
  last: T,
  pages: T[],
  count: (page: T) => number,
): number | undefined {
  const received = pages.reduce((sum, page) => sum + count(page), 0);
  return count(last) > 0 && received < last.total ? last.pageNumber + 1 : undefined;
}

/** GET /user/points/businesses: the diner's cards. */
export function usePointsCards(enabled: boolean) {
  return useQuery({
    queryKey: [...pointsKey, 'cards'],
    enabled,
    queryFn: ({ signal }) => call(pointsRoutes.cards, { signal }),
  });
}

/** GET /user/points/businesses/{id}: the balance (same cache entry as the store page's card). */
export function usePointsBalance(businessId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...pointsKey, businessId],
    enabled,
    queryFn: ({ signal }) => call(pointsRoutes.card, { params: { businessId }, signal }),
  });
}

/** GET /businesses/{id}/points/content: how the programme works, the store and what points buy. */
export function usePointsContent(businessId: string | null) {
  return useQuery({
    queryKey: ['points', businessId, 'content'],
    enabled: businessId !== null,
    queryFn: ({ signal }) => call(pointsRoutes.content, { params: { businessId: businessId ?? '' }, signal }),
  });
}

type ExchangePage = { exchanges: PointsExchangeDto[] } & Page;

/** GET …/exchanges page by page (10 a page). */
export function useExchanges(businessId: string, enabled: boolean) {
  return useInfiniteQuery({
    enabled,
    queryKey: [...pointsKey, businessId, 'exchanges'],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<ExchangePage> => {
      const page = await call(pointsRoutes.exchanges, {
        params: { businessId },
        query: { pageNumber: pageParam, pageCapacity: POINTS_PAGE_SIZE },
        signal,
      });
      return { ...page, pageNumber: pageParam };
    },
    getNextPageParam: (last, pages) => nextPage(last, pages, (page) => page.exchanges.length),
  });
}

/**
 * GET …/exchanges/{exchangeId}: one redemption record. Opened from the history, the record already on its
 * pages shows at once while the call confirms it.
 */
export function useExchange(businessId: string, exchangeId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery<PointsExchangeDto>({
    enabled,
    queryKey: [...pointsKey, businessId, 'exchange', exchangeId],
    queryFn: ({ signal }) => call(pointsRoutes.exchange, { params: { businessId, exchangeId }, signal }),
    placeholderData: (): PointsExchangeDto | undefined =>
      queryClient
        .getQueryData<InfiniteData<ExchangePage>>([...pointsKey, businessId, 'exchanges'])
        ?.pages.flatMap((page) => page.exchanges)
        .find((exchange) => exchange.id === exchangeId),
  });
}

type StatementPage = { statements: PointsStatementDto[] } & Page;

/** GET …/statements for one tab, page by page (10 a page). */
export function useStatements(businessId: string, statementType: StatementType, enabled: boolean) {
  return useInfiniteQuery({
    enabled,
    queryKey: [...pointsKey, businessId, 'statements', statementType],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<StatementPage> => {
      const page = await call(pointsRoutes.statements, {
        params: { businessId },
        query: { statementType, pageNumber: pageParam, pageCapacity: POINTS_PAGE_SIZE },
        signal,
      });
      return { ...page, pageNumber: pageParam };
    },
    getNextPageParam: (last, pages) => nextPage(last, pages, (page) => page.statements.length),
  });
}
