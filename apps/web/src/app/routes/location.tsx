import { ApiError } from '@nearbite/api-client/api-client';
import { lazy, Suspense, useRef, useState } from 'react';
import { geocode, reverseGeocode } from '../../features/location/api';
import { AddressSearch } from '../../features/location/components/address-search';
import { UseMyLocation } from '../../features/location/components/use-my-location';
import { coordinatesText } from '../../features/location/lib/locate';
import { type ChosenLocation, locationStore } from '../../features/location/lib/location-store';
import { DEFAULT_MAP_CENTER, type GeoPoint } from '../../features/map/lib/map-view';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from '../../shared/lib/history-router';
import { showError } from '../../shared/lib/notify';
import { paths } from '../../shared/lib/paths';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { AppLink } from '../../shared/ui/app-link';
import { BackIcon } from '../../shared/ui/icons';
import './location.css';

// Leaflet loads after the search box is up.
const PointPickerMap = lazy(() => import('../../features/map/components/point-picker-map'));

/** Back where the diner came from when this tab has an earlier entry, else home. */
function leave(navigate: ReturnType<typeof useNavigate>) {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) void navigate(-1);
  else void navigate(paths.home, { replace: true });
}

/**
 * Choose a location: search an address (with suggestions), move the map under the pin, or use
 * the device's position; "Confirm location" keeps it in session storage for every screen.
 */
export default function LocationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.location'));
  const navigate = useNavigate();
  const [candidate, setCandidate] = useState<ChosenLocation | null>(() => locationStore.get());
  const [mapCenter, setMapCenter] = useState<GeoPoint>(() => candidate ?? DEFAULT_MAP_CENTER);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pickSeq = useRef(0);

  const place = (location: ChosenLocation) => {
    setCandidate(location);
    setMapCenter({ latitude: location.latitude, longitude: location.longitude });
    setMessage(null);
  };

  const onChooseAddress = async (address: string) => {
    const seq = ++pickSeq.current;
    setBusy(true);
    setMessage(null);
    try {
      const found = await geocode(address);
      if (seq === pickSeq.current) place({ ...found, manuallySet: true });
    } catch (error) {
      if (seq !== pickSeq.current) return;
      if (error instanceof ApiError && error.status === 404) setMessage(t('location.notFound'));
      else void showError(error, { title: t('location.lookupFailed') });
    } finally {
      if (seq === pickSeq.current) setBusy(false);
    }
  };

  // The diner moved the map: the point under the pin, named by the geocoder.
  const onPickPoint = async (point: GeoPoint) => {
    const seq = ++pickSeq.current;
    setMapCenter(point);
    setCandidate({ ...point, address: '', manuallySet: true });
    setBusy(true);
    setMessage(null);
    let address = coordinatesText(point);
    try {
      address = (await reverseGeocode(point)).address || address;
    } catch {
      // The point stays usable, named by its coordinates.
    }
    if (seq !== pickSeq.current) return;
    setCandidate({ ...point, address, manuallySet: true });
    setBusy(false);
  };

  const confirm = () => {
    if (!candidate?.address || busy) return;
    locationStore.set(candidate);
    leave(navigate);
  };

  return (
    <div className="nb-location-screen">
      <header className="nb-location-bar">
        <AppLink className="nb-location-back" to={paths.home}>
          <BackIcon />
          <span className="nb-visually-hidden">{t('common.backHome')}</span>
        </AppLink>
        <h1 className="nb-location-title">{t('screens.location')}</h1>
      </header>
      <main className="nb-location-main">
        <div className="nb-location-tools">
          <AddressSearch onChoose={(address) => void onChooseAddress(address)} busy={busy} />
          <UseMyLocation className="nb-location-mine" onLocated={place} />
          <p className="nb-location-message" role="alert">
            {message}
          </p>
        </div>
        <div className="nb-location-map">
          <Suspense fallback={<div className="nb-location-map-loading" />}>
            <PointPickerMap center={mapCenter} onPick={(point) => void onPickPoint(point)} />
          </Suspense>
        </div>
        <div className="nb-location-confirm-panel">
          <p className="nb-location-chosen" aria-live="polite">
            {busy ? (
              t('location.finding')
            ) : candidate?.address ? (
              <>
                <span className="nb-visually-hidden">
                  {t('location.chosen')}
                  {t('common.labelSeparator')}
                </span>
                {candidate.address}
              </>
            ) : (
              t('location.hint')
            )}
          </p>
          <button
            type="button"
            className="nb-location-confirm"
            disabled={!candidate?.address || busy}
            onClick={confirm}
          >
            {t('location.confirm')}
          </button>
        </div>
      </main>
    </div>
  );
}
