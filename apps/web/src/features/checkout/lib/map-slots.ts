import type { GeoPoint } from '@nearbite/domain/geo-distance';
import type { ComponentType } from 'react';

/**
 * Maps checkout shows but does not own: the screens that compose checkout pass them in (features do
 * not import each other), loaded lazily so that Leaflet comes only with a map.
 */

/** A map with a pin fixed at its centre: moving the map picks a point. */
export interface PointPickerMapProps {
  center: GeoPoint;
  onPick: (point: GeoPoint) => void;
}

/** A place marked on a map. */
export interface MapPlace extends GeoPoint {
  id: string;
  name: string;
}

/** A map of places (pickup addresses, hosts); tapping a marker selects its place. */
export interface PlacesMapProps {
  center: GeoPoint;
  places: readonly MapPlace[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The diner, when known. */
  user: GeoPoint | null;
}

export type PointPickerMap = ComponentType<PointPickerMapProps>;
export type PlacesMap = ComponentType<PlacesMapProps>;
