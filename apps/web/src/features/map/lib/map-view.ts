import { MAP_INITIAL_RANGE_MILES, rangeForZoom } from '@nearbite/domain/discovery';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Where the map looks: its centre and zoom level. */
export interface MapView {
  center: GeoPoint;
  zoom: number;
}

/** The area map mode asks stores for. */
export interface MapArea {
  center: GeoPoint;
  /** Miles. */
  range: number;
}

/**
 * Where maps open when the diner has chosen no location (the specification fixes a default centre
 * without giving it): Union Square, San Francisco, the demo catalog's centre.
 */
export const DEFAULT_MAP_CENTER: GeoPoint = { latitude: 37.788, longitude: -122.4075 };

/** The first area: the opening centre and 1.2 miles. */
export function initialArea(center: GeoPoint): MapArea {
  return { center, range: MAP_INITIAL_RANGE_MILES };
}

/** The area of a view, coordinates rounded to 5 decimals (about 1 m) so tiny moves share a query. */
export function areaOfView(view: MapView): MapArea {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    center: { latitude: round(view.center.latitude), longitude: round(view.center.longitude) },
    range: rangeForZoom(view.zoom),
  };
}

/** Whether two points are the same place for the map (within about 1 cm). */
export function samePoint(a: GeoPoint, b: GeoPoint, epsilon = 1e-7): boolean {
  return Math.abs(a.latitude - b.latitude) < epsilon && Math.abs(a.longitude - b.longitude) < epsilon;
}
