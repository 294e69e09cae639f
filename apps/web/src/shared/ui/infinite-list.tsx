import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSentinel } from '../hooks/use-sentinel';
import { useTranslation } from '../i18n/use-translation';
import './infinite-list.css';

export interface InfiniteListTexts {
  loadingMore: string;
  loadFailed: string;
  retry: string;
  end: string;
}

export interface InfiniteListProps<Page, Item> {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** The rows on screen, from the pages loaded so far. */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** How close (px) the list's end comes to the viewport before the next page loads. */
  offsetPx: number;
  /** What shows when every page is in and there is nothing in them. */
  empty: ReactNode;
  texts: InfiniteListTexts;
  /** The list's class; its status, footer and retry classes add `-status`, `-footer`, `-retry`. */
  className: string;
  labelledBy?: string;
}

/**
 * A paged list: the rows, the next page when the end comes near, the empty view, and a footer that
 * shows loading, an error with a retry (a failed page stops automatic loading until asked), or the end.
 */
export function InfiniteList<Page, Item>(props: InfiniteListProps<Page, Item>) {
  const { query, items, itemKey, renderItem, offsetPx, empty, texts, className, labelledBy } = props;
  const { t } = useTranslation();
  const { data, hasNextPage, isFetching, isFetchingNextPage, isError, isPending, fetchNextPage, refetch } =
    query;
  const pageCount = data?.pages.length ?? 0;
  const sentinel = useSentinel<HTMLDivElement>(() => void fetchNextPage({ cancelRefetch: false }), {
    active: hasNextPage && !isFetchingNextPage && !isError,
    offsetPx,
    generation: pageCount,
  });

  if (isPending && !isError) {
    return (
      <div className={`nb-infinite-status ${className}-status`} role="status">
        <span className="nb-spinner" aria-hidden="true" />
        <span className="nb-visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }

  const retry = () => void (pageCount === 0 ? refetch() : fetchNextPage());
  const loading = isFetchingNextPage || (isFetching && pageCount === 0);

  return (
    <>
      {items.length > 0 ? (
        <ul className={className} aria-labelledby={labelledBy}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : null}
      {items.length === 0 && !isError && !loading && !hasNextPage ? empty : null}
      <div ref={sentinel} className={`nb-infinite-footer ${className}-footer`}>
        {loading ? (
          <span role="status">
            <span className="nb-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{texts.loadingMore}</span>
          </span>
        ) : isError ? (
          <div className="nb-infinite-error" role="alert">
            <span>{texts.loadFailed}</span>
            <button type="button" className={`${className}-retry`} onClick={retry}>
              {texts.retry}
            </button>
          </div>
        ) : items.length > 0 && !hasNextPage ? (
          <span className="nb-infinite-end">{texts.end}</span>
        ) : null}
      </div>
    </>
  );
}
