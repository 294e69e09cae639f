/** Distances as the product shows them: great-circle miles (specification section 9). */

/** A point on the earth in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean earth radius in miles (6,371 km), the radius of the haversine formula. */
export const EARTH_RADIUS_MILES = 3958.8;

/** The specification's conversion divisor: kilometres ÷ 1.609 = miles. */
export const KM_PER_MILE = 1.609;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in miles. */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres to miles with the specification's divisor 1.609. */
export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

/** Miles to kilometres, the inverse of kmToMiles. */
export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}
