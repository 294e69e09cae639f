import { divIcon } from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-leaflet';
import type { MapPoint, OrderMapView } from '../lib/order-view';
import './order-map.css';

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);

const GLYPHS = {
  store: '<path d="M4 10h16l-1.5-5h-13zM5 10v9h14v-9M9 19v-5h6v5" />',
  destination:
    '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.4"/>',
  rider:
    '<circle cx="6" cy="17" r="3"/><circle cx="18" cy="17" r="3"/><path d="M6 17h3l4-7h3l2 7M13 10l-2-3H8"/>',
} as const;

type MarkerKind = keyof typeof GLYPHS;

function markerIcon(kind: MarkerKind, label: string) {
  return divIcon({
    className: `nb-order-marker nb-order-marker-${kind}`,
    html: `<span class="nb-order-marker-bubble"><svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${GLYPHS[kind]}</svg><span class="nb-visually-hidden">${escapeHtml(label)}</span></span>`,
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
  const icon = useMemo(() => markerIcon(kind, label), [kind, label]);
  return (
    <Marker
      position={[point.latitude, point.longitude]}
      icon={icon}
      interactive={false}
      keyboard={false}
      zIndexOffset={raised ? 1000 : 0}
    />
  );
}

export interface OrderMapMarkersProps {
  map: OrderMapView;
  storeName: string;
}

/**
 * The markers of the order map (inside the map feature's Leaflet map): the store, where the order goes
 * (the diner's address or a pickup point) and the rider once located, on top. Loaded with Leaflet.
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
        <PlaceMarker kind="rider" point={map.rider} label={t('orderInfo.map.driver')} raised />
      ) : null}
    </>
  );
}
