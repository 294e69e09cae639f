import { reverseGeocode } from '../api';
import { type Coordinates, currentPosition } from './geolocation';
import type { ChosenLocation } from './location-store';

/** "37.78800, -122.40750": the address shown when the geocoder cannot name a point. */
export function coordinatesText({ latitude, longitude }: Coordinates): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/**
 * The device position with its address (manuallySet false). Rejects with a GeolocationError when
 * the position cannot be had; a geocoder failure keeps the position and names it by its coordinates.
 */
export async function locateDevice(): Promise<ChosenLocation> {
  const position = await currentPosition();
  try {
    const place = await reverseGeocode(position);
    return { ...position, address: place.address || coordinatesText(position), manuallySet: false };
  } catch {
    return { ...position, address: coordinatesText(position), manuallySet: false };
  }
}
