import { AppError } from '../../errors/app-error.js';
import type { GeocodedPlace, GeocodeOptions, Geocoder } from '../../integrations/geocoder/geocoder.js';

/** "37.78800, -122.40750": what a point is called when no address is known near it. */
export const coordinatesLabel = (latitude: number, longitude: number) =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** The location screen's lookups, on whichever geocoder is configured. */
export function createLocationService(deps: { geocoder: Geocoder }) {
  const { geocoder } = deps;
  return {
    /**
     * Always answers: the screen needs a label for the diner's position even in open country or
     * outside the US, and the coordinates are honest where no address is known.
     */
    async reverse(latitude: number, longitude: number, options?: GeocodeOptions): Promise<GeocodedPlace> {
      const found = await geocoder.reverse(latitude, longitude, options);
      return found ?? { latitude, longitude, address: coordinatesLabel(latitude, longitude) };
    },

    autocomplete: (text: string, options?: GeocodeOptions) => geocoder.autocomplete(text, options),

    async geocode(address: string, options?: GeocodeOptions): Promise<GeocodedPlace> {
      const found = await geocoder.geocode(address, options);
      if (!found) throw new AppError('RECORD_NOT_FOUND', 'No place matches this address.');
      return found;
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
