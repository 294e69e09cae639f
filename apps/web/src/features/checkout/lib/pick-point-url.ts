import type { GeoPoint } from '@nearbite/domain/geo-distance';

/** The `location` query of /post/pickPoint: "latitude,longitude". */
export function locationParam({ latitude, longitude }: GeoPoint): string {
  return `${latitude},${longitude}`;
}

/** The point of a `location` query, or null when it is not "latitude,longitude" on Earth. */
export function parseLocationParam(value: string | null): GeoPoint | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
