import type { BusinessPageDto } from '@nearbite/contract/businesses';
import { STORE_LIST_LOAD_OFFSET } from '@nearbite/domain/discovery';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { InfiniteList } from '../../../shared/ui/infinite-list';
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
  const stores = (query.data?.pages ?? []).flatMap((page) => page.businesses);
  return (
    <InfiniteList
      query={query}
      items={stores}
      itemKey={(business) => business.id}
      renderItem={(business) => <StoreCard business={business} />}
      offsetPx={STORE_LIST_LOAD_OFFSET}
      className="nb-store-list"
      labelledBy={labelledBy}
      texts={{
        loadingMore: t('stores.loadingMore'),
        loadFailed: t('stores.loadFailed'),
        retry: t('stores.retry'),
        end: t('stores.end'),
      }}
      empty={
        <div className="nb-empty">
          <p className="nb-empty-title">{t('stores.empty')}</p>
          <p className="nb-empty-text">{t('stores.emptyHint')}</p>
        </div>
      }
    />
  );
}
