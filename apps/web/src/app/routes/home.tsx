import { lazy, useId, useState } from 'react';
import { AccountBar } from '../../features/auth/components/account-bar';
import { useNearbyBusinesses, usePromotedBusinesses } from '../../features/businesses/api';
import { CategoryFilterButton } from '../../features/businesses/components/category-filter';
import { RecommendationCarousel } from '../../features/businesses/components/recommendation-carousel';
import { StoreList } from '../../features/businesses/components/store-list';
import type { CategoryFilter } from '../../features/businesses/lib/nearby-query';
import { LocationLine } from '../../features/location/components/location-line';
import { UseMyLocation } from '../../features/location/components/use-my-location';
import { locationStore } from '../../features/location/lib/location-store';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import { useSiteBusinessRedirect } from '../../features/site-business/use-site-business';
import { useHomeTracking } from '../../features/tracking/use-home-tracking';
import { WelcomeGift } from '../../features/welcome-gift/components/welcome-gift';
import { useTranslation } from '../../shared/i18n/use-translation';
import { PRODUCT_NAME } from '../../shared/lib/constants';
import { paths } from '../../shared/lib/paths';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { AppLink } from '../../shared/ui/app-link';
import { LocationIcon } from '../../shared/ui/icons';
import './home.css';

// The gift's sign-in sheet is the app's own, loaded only if a signed-out visitor claims.
const GiftLoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** The home category filter outlives the screen (a visit to a store and back keeps it). */
let rememberedCategory: CategoryFilter = { id: null, name: '' };

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </g>
    </svg>
  );
}

function MapIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="m3.5 6.5 5.5-2 6 2 5.5-2v13l-5.5 2-6-2-5.5 2zM9 4.5v13M15 6.5v13"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Without a location: what the list needs, a way to choose one, or the device's position. */
function NoLocation() {
  const { t } = useTranslation();
  return (
    <div className="nb-home-empty">
      <LocationIcon className="nb-home-empty-icon" />
      <p className="nb-home-empty-title">{t('home.noLocation')}</p>
      <p className="nb-home-empty-text">{t('home.tagline')}</p>
      <AppLink className="nb-home-primary" to={paths.location}>
        {t('home.chooseLocation')}
      </AppLink>
      <UseMyLocation onLocated={(location) => locationStore.set(location)} />
    </div>
  );
}

/** Home: header (location, search, map), recommendation carousel, and the sticky Stores list. */
export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(null);
  useSiteBusinessRedirect();
  useHomeTracking();
  const location = useChosenLocation();
  const [category, setCategory] = useState(rememberedCategory);
  const storesHeadingId = useId();
  const point = location ? { latitude: location.latitude, longitude: location.longitude } : null;
  const promoted = usePromotedBusinesses(point);
  const stores = useNearbyBusinesses(point, category.id);

  const chooseCategory = (next: CategoryFilter) => {
    rememberedCategory = next;
    setCategory(next);
  };

  return (
    <>
      <WelcomeGift loginDialog={GiftLoginDialog} />
      <header className="nb-home-header">
        <div className="nb-home-top">
          <h1 className="nb-home-title">{PRODUCT_NAME}</h1>
          <AccountBar />
        </div>
        <div className="nb-home-tools">
          <LocationLine />
          <nav className="nb-home-shortcuts" aria-label={t('home.shortcuts')}>
            <AppLink className="nb-home-shortcut" to={paths.search}>
              <SearchIcon />
              <span>{t('home.search')}</span>
            </AppLink>
            <AppLink className="nb-home-shortcut" to={paths.mapMode}>
              <MapIcon />
              <span>{t('home.map')}</span>
            </AppLink>
          </nav>
        </div>
      </header>
      <main className="nb-home-main">
        {location ? (
          <>
            <RecommendationCarousel businesses={promoted.data?.businesses} loading={promoted.isPending} />
            <section className="nb-stores" aria-labelledby={storesHeadingId}>
              <div className="nb-stores-bar">
                <h2 id={storesHeadingId} className="nb-stores-title">
                  {t('stores.title')}
                </h2>
                <CategoryFilterButton value={category} onChange={chooseCategory} />
              </div>
              <StoreList query={stores} labelledBy={storesHeadingId} />
            </section>
          </>
        ) : (
          <NoLocation />
        )}
      </main>
    </>
  );
}
