import { divIcon } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { riderNeedsFollowing } from '../lib/follow-rider';
import type { MapPoint, OrderMapView } from '../lib/order-view';
import './order-map.css';
import { escapeHtml } from '@nearbite/domain/html-text';

const GLYPHS = {
  store: '<path d="M4 10h16l-1.5-5h-13zM5 10v9h14v-9M9 19v-5h6v5" />',
  destination:
    '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.4"/>',
  rider:
    '<circle cx="6" cy="17" r="3"/><circle cx="18" cy="17" r="3"/><path d="M6 17h3l4-7h3l2 7M13 10l-2-3H8"/>',
} as const;

type MarkerKind = keyof typeof GLYPHS;

/** A marker's look; its bubble says where it stands (data-latitude, data-longitude) for tests and tools. */
function markerIcon(kind: MarkerKind, label: string, point: MapPoint) {
  return divIcon({
    className: `nb-order-marker nb-order-marker-${kind}`,
    html: `<span class="nb-order-marker-bubble" data-latitude="${point.latitude}" data-longitude="${point.longitude}"><svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${GLYPHS[kind]}</svg><span class="nb-visually-hidden">${escapeHtml(label)}</span></span>`,
    iconSize: [40, 40],
    iconAnchor: [20, 20],
  });
}

function PlaceMarker({
  kind,
  point,
  label,
  raised,
}: {
  kind: MarkerKind;
  point: MapPoint;
  label: string;
  raised?: boolean;
}) {
  const { latitude, longitude } = point;
  // New only when the place changes; react-leaflet then moves the marker (setLatLng) and redraws its icon.
  const position = useMemo<[number, number]>(() => [latitude, longitude], [latitude, longitude]);
  const icon = useMemo(
    () => markerIcon(kind, label, { latitude, longitude }),
    [kind, label, latitude, longitude],
  );
  return (
    <Marker
      position={position}
      icon={icon}
      interactive={false}
      keyboard={false}
      zIndexOffset={raised ? 1000 : 0}
    />
  );
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Keeps the rider in view as the polled order moves them (the detail is fetched again every 10 s while
 * the order is on its way): the map pans to the rider when they reach its edge or leave it, and otherwise
 * stays where the diner left it. The pan glides, or jumps for a diner who asked for reduced motion.
 */
function FollowRider({ rider }: { rider: MapPoint }) {
  const map = useMap();
  const { latitude, longitude } = rider;
  useEffect(() => {
    const bounds = map.getBounds();
    const view = {
      south: bounds.getSouth(),
      west: bounds.getWest(),
      north: bounds.getNorth(),
      east: bounds.getEast(),
    };
    if (riderNeedsFollowing(view, { latitude, longitude })) {
      map.panTo([latitude, longitude], { animate: !prefersReducedMotion() });
    }
  }, [map, latitude, longitude]);
  return null;
}

export interface OrderMapMarkersProps {
  map: OrderMapView;
  storeName: string;
}

/**
 * The markers of the order map (inside the map feature's Leaflet map): the store, where the order goes
 * (the diner's address or a pickup point) and the rider once located, on top, moving with each new
 * location and kept in view. Loaded with Leaflet.
 */
export default function OrderMapMarkers({ map, storeName }: OrderMapMarkersProps) {
  const { t } = useTranslation();
  return (
    <>
      <PlaceMarker kind="store" point={map.store} label={t('orderInfo.map.store', { name: storeName })} />
      {map.destination ? (
        <PlaceMarker
          kind="destination"
          point={map.destination}
          label={t(map.destinationIsPickupPoint ? 'orderInfo.map.pickupPoint' : 'orderInfo.map.destination')}
        />
      ) : null}
      {map.rider ? (
        <>
          <PlaceMarker kind="rider" point={map.rider} label={t('orderInfo.map.driver')} raised />
          <FollowRider rider={map.rider} />
        </>
      ) : null}
    </>
  );
}
