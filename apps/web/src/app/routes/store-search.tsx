import { clientError } from '@nearbite/api-client/api-client';
import { useEffect, useId, useRef } from 'react';
import { useGoodsSearch, useStoreMenu } from '../../features/store/api';
import { GoodsSearchBox } from '../../features/store/components/goods-search-box';
import { MenuItemRow } from '../../features/store/components/menu-item-row';
import { storeParams, storeUrl } from '../../features/store/lib/store-params';
import { useStoreTexts } from '../../shared/i18n/store-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from '../../shared/lib/history-router';
import { showError } from '../../shared/lib/notify';
import { paths } from '../../shared/lib/paths';
import { searchKeywords } from '../../shared/lib/search-keywords';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { AppLink } from '../../shared/ui/app-link';
import { useStoreOrdering } from './store-ordering';
import '../../features/store/components/store.css';

/**
 * Goods search of a store (/post/search?businessId=): a keyword box, Cancel back to the store, the
 * matching items (they open the item dialog or add to the same cart), and a tip when nothing matches.
 * The keywords live in the URL (?keywords=), so coming back from an item keeps the results.
 */
export default function StoreSearchRoute() {
  useStoreTexts();
  const { t } = useTranslation();
  useDocumentTitle(t('screens.postSearch'));
  const [query, setQuery] = useSearchParams();
  const { businessId, tableName } = storeParams(query);
  const keywords = searchKeywords(query.get('keywords') ?? '');
  const ordering = useStoreOrdering(businessId, tableName);
  // The timed menus (already cached by the store page) tell which items are served now.
  const menu = useStoreMenu(businessId, null);
  const search = useGoodsSearch(businessId, keywords);
  const resultsId = useId();
  const found = search.data?.commodities;

  const reported = useRef(false);
  useEffect(() => {
    if (businessId || reported.current) return;
    reported.current = true;
    void showError(clientError('P1'));
  }, [businessId]);
  useEffect(() => {
    if (search.error) void showError(search.error, { title: t('goodsSearch.failed') });
  }, [search.error, t]);

  const onSearch = (next: string) => {
    const params = new URLSearchParams(query);
    params.set('keywords', next);
    setQuery(params, { replace: true });
  };

  if (!businessId) {
    return (
      <main className="nb-goods-search">
        <div className="nb-shop-status" role="alert">
          <p>{t('store.loadFailed')}</p>
          <AppLink className="nb-shop-retry" to={paths.home}>
            {t('common.backHome')}
          </AppLink>
        </div>
      </main>
    );
  }

  const context = ordering.rowContext(menu.data?.timedMenus ?? []);
  return (
    <>
      <main className="nb-goods-search">
        <h1 className="nb-visually-hidden">{t('screens.postSearch')}</h1>
        <GoodsSearchBox keywords={keywords} onSearch={onSearch} cancelUrl={storeUrl(businessId, tableName)} />
        {!keywords ? null : search.isPending ? (
          <div className="nb-shop-status" role="status">
            <span className="nb-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{t('common.loading')}</span>
          </div>
        ) : search.isError ? (
          <div className="nb-shop-status" role="alert">
            <p>{t('goodsSearch.failed')}</p>
            <button type="button" className="nb-shop-retry" onClick={() => void search.refetch()}>
              {t('store.retry')}
            </button>
          </div>
        ) : found && found.length > 0 ? (
          <section aria-labelledby={resultsId}>
            <h2 id={resultsId} className="nb-shop-menu-section-title">
              {t('goodsSearch.results', { keywords })}
            </h2>
            <ul className="nb-shop-menu-items">
              {found.map((item) => (
                <MenuItemRow key={item.id} item={item} context={context} />
              ))}
            </ul>
          </section>
        ) : (
          <p className="nb-goods-search-empty" role="status">
            {t('goodsSearch.noResults', { keywords })}
          </p>
        )}
      </main>
      {ordering.overlays(ordering.orderType ?? 'pickup')}
    </>
  );
}
