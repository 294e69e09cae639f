import type { BusinessSummaryDto } from '@nearbite/contract/businesses';
import { IMAGE_WIDTH_LIST, MAP_DEFAULT_ZOOM, MAP_REFETCH_INTERVAL_MS } from '@nearbite/domain/discovery';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { storeLabel } from '@nearbite/domain/store-status';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMapBusinesses } from '../../features/businesses/api';
import { CompactStoreCard } from '../../features/businesses/components/compact-store-card';
import { sizedImage } from '../../features/businesses/lib/image-url';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import StoreMap, { type MapStore, type PanRequest } from '../../features/map/components/store-map';
import { StoreStrip } from '../../features/map/components/store-strip';
import {
  areaOfView,
  DEFAULT_MAP_CENTER,
  initialArea,
  type MapArea,
  type MapView,
} from '../../features/map/lib/map-view';
import { browserClock, throttle } from '../../features/map/lib/throttle';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/lib/paths';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { AppLink } from '../../shared/ui/app-link';
import { BackIcon } from '../../shared/ui/icons';
import './map-mode.css';

function pointOf(business: BusinessSummaryDto) {
  const [longitude, latitude] = business.address.location.coordinates;
  return { latitude, longitude };
}

function toMapStore(business: BusinessSummaryDto): MapStore {
  return {
    id: business.id,
    name: business.name,
    ...pointOf(business),
    logo: sizedImage(business.logo, IMAGE_WIDTH_LIST),
    closed: storeLabel(business) === 'closed',
  };
}

/**
 * Map mode: the diner's marker, store logo markers and a store strip that follow each other. Stores
 * are fetched for the visible area (range from the zoom) at most once every 3 seconds as the map moves.
 */
export default function MapModeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.mapMode'));
  const location = useChosenLocation();
  const [initialView] = useState<MapView>(() => ({
    center: location ? { latitude: location.latitude, longitude: location.longitude } : DEFAULT_MAP_CENTER,
    zoom: MAP_DEFAULT_ZOOM,
  }));
  const [area, setArea] = useState<MapArea>(() => initialArea(initialView.center));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pan, setPan] = useState<PanRequest | null>(null);
  const query = useMapBusinesses(area.center, area.range);
  const answered = query.data?.businesses;
  // The server measures from the map's centre; the strip shows how far each store is from the diner.
  const businesses = useMemo(
    () =>
      answered && location
        ? answered.map((business) => ({ ...business, distance: milesBetween(location, pointOf(business)) }))
        : answered,
    [answered, location],
  );
  const stores = useMemo(() => (businesses ?? []).map(toMapStore), [businesses]);
  // A selected store that left the area is no longer selected.
  useEffect(() => {
    if (selectedId !== null && businesses && !businesses.some((business) => business.id === selectedId)) {
      setSelectedId(null);
    }
  }, [businesses, selectedId]);

  // The first fetch counts: the next one waits out the 3 s.
  const moveArea = useMemo(
    () =>
      throttle((view: MapView) => setArea(areaOfView(view)), MAP_REFETCH_INTERVAL_MS, browserClock, {
        lastCallAt: browserClock.now(),
      }),
    [],
  );
  useEffect(() => () => moveArea.cancel(), [moveArea]);

  const selectFromStrip = useCallback(
    (id: string) => {
      setSelectedId(id);
      const store = stores.find((candidate) => candidate.id === id);
      if (store) setPan((previous) => ({ point: store, key: (previous?.key ?? 0) + 1 }));
    },
    [stores],
  );

  return (
    <div className="nb-map-mode">
      <header className="nb-map-mode-bar">
        <AppLink className="nb-map-mode-back" to={paths.home}>
          <BackIcon />
          <span className="nb-visually-hidden">{t('common.backHome')}</span>
        </AppLink>
        <h1 className="nb-map-mode-title">{t('screens.mapMode')}</h1>
      </header>
      <main className="nb-map-mode-main">
        <section className="nb-map-mode-map" aria-label={t('mapMode.mapLabel')}>
          <StoreMap
            initialView={initialView}
            user={location}
            stores={stores}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onViewChange={moveArea}
            pan={pan}
          />
        </section>
        <div className="nb-map-mode-status" role="status">
          {query.isFetching ? (
            <span className="nb-map-mode-pill">{t('common.loading')}</span>
          ) : query.isError ? (
            <span className="nb-map-mode-pill nb-map-mode-pill-error">
              {t('mapMode.loadFailed')}{' '}
              <button type="button" className="nb-map-mode-retry" onClick={() => void query.refetch()}>
                {t('stores.retry')}
              </button>
            </span>
          ) : stores.length === 0 ? (
            <span className="nb-map-mode-pill">{t('mapMode.empty')}</span>
          ) : null}
        </div>
        {!location ? (
          <AppLink className="nb-map-mode-choose" to={paths.location}>
            {t('home.chooseLocation')}
          </AppLink>
        ) : null}
        {businesses && businesses.length > 0 ? (
          <div className="nb-map-mode-strip">
            <StoreStrip
              items={businesses}
              selectedId={selectedId}
              onScrollSelect={selectFromStrip}
              label={t('mapMode.stripLabel')}
              renderItem={(business) => <CompactStoreCard business={business} />}
            />
          </div>
        ) : null}
      </main>
    </div>
  );
}
