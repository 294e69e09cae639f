import type { BusinessSummaryDto } from '@nearbite/contract/businesses';
import { IMAGE_WIDTH_LIST } from '@nearbite/domain/discovery';
import { useEffect, useId } from 'react';
import { StoreCard } from '../../features/businesses/components/store-card';
import { sizedImage } from '../../features/businesses/lib/image-url';
import { storePageUrl } from '../../features/businesses/lib/store-link';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import { useBusinessSearch, useWiderBusinesses } from '../../features/search/api';
import { CommodityList } from '../../features/search/components/commodity-list';
import { SearchBox } from '../../features/search/components/search-box';
import { SearchHistory } from '../../features/search/components/search-history';
import { useTexts } from '../../shared/i18n/use-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from '../../shared/lib/history-router';
import { showError } from '../../shared/lib/notify';
import { paths } from '../../shared/lib/paths';
import { searchKeywords } from '../../shared/lib/search-keywords';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useUser } from '../../shared/lib/user-store';
import { AppLink } from '../../shared/ui/app-link';
import { BackIcon } from '../../shared/ui/icons';
import './search.css';

const thumbnail = (url: string | null) => sizedImage(url, IMAGE_WIDTH_LIST);

function StoreResults({ businesses, labelledBy }: { businesses: BusinessSummaryDto[]; labelledBy: string }) {
  return (
    <ul className="nb-search-results" aria-labelledby={labelledBy}>
      {businesses.map((business) => (
        <li key={business.id}>
          <StoreCard business={business}>
            <CommodityList
              commodities={business.commodities}
              thumbnail={thumbnail}
              storeUrl={storePageUrl(business.id)}
            />
          </StoreCard>
        </li>
      ))}
    </ul>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="nb-search-status" role="status">
      <span className="nb-spinner" aria-hidden="true" />
      <span className="nb-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/**
 * Search: the box, a signed-in diner's history, results as store cards with their matching dishes,
 * and stores within 300 miles when nothing matches. The keywords live in the URL (?keywords=).
 */
export default function SearchRoute() {
  useTexts('search');
  const { t } = useTranslation();
  useDocumentTitle(t('screens.search'));
  const [params, setParams] = useSearchParams();
  const keywords = searchKeywords(params.get('keywords') ?? '');
  const location = useChosenLocation();
  const signedIn = useUser() !== null;
  const point = location ? { latitude: location.latitude, longitude: location.longitude } : null;
  const search = useBusinessSearch(point, keywords);
  const found = search.data?.businesses;
  const nothingFound = found !== undefined && found.length === 0;
  const wider = useWiderBusinesses(point, nothingFound);
  const resultsId = useId();
  const widerId = useId();

  useEffect(() => {
    if (search.error) void showError(search.error, { title: t('search.failed') });
  }, [search.error, t]);
  useEffect(() => {
    if (wider.error) void showError(wider.error, { title: t('search.failed') });
  }, [wider.error, t]);

  const onSearch = (next: string) => setParams({ keywords: next }, { replace: keywords !== '' });

  return (
    <div className="nb-search-screen">
      <header className="nb-search-bar">
        <AppLink className="nb-search-back" to={paths.home}>
          <BackIcon />
          <span className="nb-visually-hidden">{t('common.backHome')}</span>
        </AppLink>
        <h1 className="nb-visually-hidden">{t('screens.search')}</h1>
        <SearchBox keywords={keywords} onSearch={onSearch} />
      </header>
      <main className="nb-search-main">
        {!point ? (
          <div className="nb-search-empty">
            <p className="nb-search-empty-title">{t('home.noLocation')}</p>
            <AppLink className="nb-search-primary" to={paths.location}>
              {t('home.chooseLocation')}
            </AppLink>
          </div>
        ) : !keywords ? (
          <SearchHistory signedIn={signedIn} onSearch={onSearch} />
        ) : search.isPending ? (
          <Loading />
        ) : search.isError ? (
          <div className="nb-search-empty" role="alert">
            <p className="nb-search-empty-title">{t('search.failed')}</p>
            <button type="button" className="nb-search-retry" onClick={() => void search.refetch()}>
              {t('stores.retry')}
            </button>
          </div>
        ) : found && found.length > 0 ? (
          <section aria-labelledby={resultsId}>
            <h2 id={resultsId} className="nb-search-section-title nb-search-results-title">
              {t('search.results', { count: found.length })}
            </h2>
            <StoreResults businesses={found} labelledBy={resultsId} />
          </section>
        ) : (
          <>
            <div className="nb-search-empty" role="status">
              <p className="nb-search-empty-title">{t('search.noResults', { keywords })}</p>
            </div>
            <section aria-labelledby={widerId}>
              <h2 id={widerId} className="nb-search-section-title nb-search-results-title">
                {t('search.widerTitle')}
              </h2>
              {wider.isPending ? (
                <Loading />
              ) : wider.isError ? (
                <div className="nb-search-empty" role="alert">
                  <p>{t('search.failed')}</p>
                  <button type="button" className="nb-search-retry" onClick={() => void wider.refetch()}>
                    {t('stores.retry')}
                  </button>
                </div>
              ) : (wider.data?.businesses.length ?? 0) > 0 ? (
                <StoreResults businesses={wider.data?.businesses ?? []} labelledBy={widerId} />
              ) : (
                <p className="nb-search-none">{t('search.widerEmpty')}</p>
              )}
            </section>
          </>
        )}
      </main>
    </div>
  );
}
