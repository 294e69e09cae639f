import { escapeHtml } from '@nearbite/domain/html-text';
import { divIcon } from 'leaflet';
import { memo, useEffect, useMemo } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { GeoPoint, MapView } from '../lib/map-view';
import { storeMarkerHtml } from '../lib/marker-html';
import { BaseMap } from './base-map';

/** A store as the map draws it. */
export interface MapStore {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Logo URL (already sized), or null. */
  logo: string | null;
  closed: boolean;
}

/** A request to move the map to a point; a new `key` moves it again to the same point. */
export interface PanRequest {
  point: GeoPoint;
  key: number;
}

export interface StoreMapProps {
  initialView: MapView;
  user: GeoPoint | null;
  stores: readonly MapStore[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** After each move or zoom, with the new view. */
  onViewChange: (view: MapView) => void;
  pan: PanRequest | null;
}

const StoreMarker = memo(function StoreMarker({
  store,
  selected,
  onSelect,
}: {
  store: MapStore;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const icon = useMemo(
    () =>
      divIcon({
        className: [
          'nb-map-store',
          selected ? 'nb-map-store-selected' : '',
          store.closed ? 'nb-map-store-closed' : '',
        ]
          .filter(Boolean)
          .join(' '),
        html: storeMarkerHtml(store.name, store.logo),
        iconSize: [44, 44],
        iconAnchor: [22, 22],
      }),
    [store.name, store.logo, store.closed, selected],
  );
  const eventHandlers = useMemo(() => ({ click: () => onSelect(store.id) }), [onSelect, store.id]);
  // Markers take taps only: keyboard and screen-reader users choose stores in the strip (a list of
  // links that selects and pans the same way), since neighbouring markers overlap (WCAG 2.5.8).
  return (
    <Marker
      position={[store.latitude, store.longitude]}
      icon={icon}
      keyboard={false}
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={eventHandlers}
    />
  );
});

function ViewEvents({ onViewChange, pan }: Pick<StoreMapProps, 'onViewChange' | 'pan'>) {
  const map = useMap();
  useMapEvents({
    moveend: () => {
      const center = map.getCenter();
      onViewChange({ center: { latitude: center.lat, longitude: center.lng }, zoom: map.getZoom() });
    },
  });
  useEffect(() => {
    if (!pan) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    map.panTo([pan.point.latitude, pan.point.longitude], { animate: !reduce });
  }, [map, pan]);
  return null;
}

/** Map mode's map: the diner's marker, store logo markers (the selected one raised), move events. */
export default function StoreMap({
  initialView,
  user,
  stores,
  selectedId,
  onSelect,
  onViewChange,
  pan,
}: StoreMapProps) {
  const { t } = useTranslation();
  const userIcon = useMemo(
    () =>
      divIcon({
        className: 'nb-map-user',
        html: `<span class="nb-visually-hidden">${escapeHtml(t('map.you'))}</span>`,
        iconSize: [20, 20],
        iconAnchor: [10, 10],
      }),
    [t],
  );
  return (
    <BaseMap center={initialView.center} zoom={initialView.zoom} className="nb-store-map">
      {user ? (
        <Marker
          position={[user.latitude, user.longitude]}
          icon={userIcon}
          interactive={false}
          keyboard={false}
          zIndexOffset={-1000}
        />
      ) : null}
      {stores.map((store) => (
        <StoreMarker key={store.id} store={store} selected={store.id === selectedId} onSelect={onSelect} />
      ))}
      <ViewEvents onViewChange={onViewChange} pan={pan} />
    </BaseMap>
  );
}
