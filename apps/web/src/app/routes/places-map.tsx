import { useEffect, useMemo, useState } from 'react';
import type { PlacesMapProps } from '../../features/checkout/lib/map-slots';
import StoreMap, { type PanRequest } from '../../features/map/components/store-map';

/** The pickup maps' zoom (the specification: 15 on the pickup map). */
const PICKUP_MAP_ZOOM = 15;

const noop = () => undefined;

/**
 * Checkout's map of places (pickup addresses, hosts) drawn with the map feature's store map: one marker
 * per place, the selected one raised; a new centre pans the map. Loaded lazily with Leaflet.
 */
export default function PlacesMap({ center, places, selectedId, onSelect, user }: PlacesMapProps) {
  const [initialView] = useState(() => ({ center, zoom: PICKUP_MAP_ZOOM }));
  const [pan, setPan] = useState<PanRequest | null>(null);
  const { latitude, longitude } = center;
  useEffect(() => {
    setPan((previous) => ({ point: { latitude, longitude }, key: (previous?.key ?? 0) + 1 }));
  }, [latitude, longitude]);
  const stores = useMemo(() => places.map((place) => ({ ...place, logo: null, closed: false })), [places]);
  return (
    <StoreMap
      initialView={initialView}
      user={user}
      stores={stores}
      selectedId={selectedId}
      onSelect={onSelect}
      onViewChange={noop}
      pan={pan}
    />
  );
}
