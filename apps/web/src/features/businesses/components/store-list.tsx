import type { BusinessPageDto } from '@nearbite/contract/businesses';
import { STORE_LIST_LOAD_OFFSET } from '@nearbite/domain/discovery';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSentinel } from '../lib/use-sentinel';
import { StoreCard } from './store-card';
import './store-list.css';

export interface StoreListProps {
  query: UseInfiniteQueryResult<InfiniteData<BusinessPageDto>>;
  /** The name of the list for assistive technology (the section's heading id). */
  labelledBy: string;
}

/**
 * The home list: store cards, the next page when its end comes within 50 px of the viewport,
 * the empty state, and an error footer with a retry when a page fails.
 */
export function StoreList({ query, labelledBy }: StoreListProps) {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetching, isFetchingNextPage, isError, isPending, fetchNextPage, refetch } =
    query;
  const pages = data?.pages ?? [];
  const stores = pages.flatMap((page) => page.businesses);
  // A failed page stops automatic loading until the diner asks again.
  const sentinel = useSentinel<HTMLDivElement>(() => void fetchNextPage({ cancelRefetch: false }), {
    active: hasNextPage && !isFetchingNextPage && !isError,
    offsetPx: STORE_LIST_LOAD_OFFSET,
    generation: pages.length,
  });

  if (isPending && !isError) {
    return (
      <div className="nb-store-list-status" role="status">
        <span className="nb-spinner" aria-hidden="true" />
        <span className="nb-visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }

  const retry = () => void (pages.length === 0 ? refetch() : fetchNextPage());
  const loading = isFetchingNextPage || (isFetching && pages.length === 0);

  return (
    <>
      {stores.length > 0 ? (
        <ul className="nb-store-list" aria-labelledby={labelledBy}>
          {stores.map((business) => (
            <li key={business.id}>
              <StoreCard business={business} />
            </li>
          ))}
        </ul>
      ) : null}
      {stores.length === 0 && !isError && !loading ? (
        <div className="nb-empty">
          <p className="nb-empty-title">{t('stores.empty')}</p>
          <p className="nb-empty-text">{t('stores.emptyHint')}</p>
        </div>
      ) : null}
      <div ref={sentinel} className="nb-store-list-footer">
        {loading ? (
          <span role="status" className="nb-store-list-loading">
            <span className="nb-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{t('stores.loadingMore')}</span>
          </span>
        ) : isError ? (
          <div className="nb-store-list-error" role="alert">
            <span>{t('stores.loadFailed')}</span>
            <button type="button" className="nb-retry-button" onClick={retry}>
              {t('stores.retry')}
            </button>
          </div>
        ) : stores.length > 0 && !hasNextPage ? (
          <span className="nb-store-list-end">{t('stores.end')}</span>
        ) : null}
      </div>
    </>
  );
}
