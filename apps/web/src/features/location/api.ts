import { locationRoutes, type PlaceDto } from '@nearbite/contract/location';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';
import type { Coordinates } from './lib/geolocation';

/** GET /services/location/query: the address of a point. */
export function reverseGeocode(
  { latitude, longitude }: Coordinates,
  signal?: AbortSignal,
): Promise<PlaceDto> {
  return call(locationRoutes.reverse, { query: { longitude, latitude }, signal });
}

/** GET /services/location/geocode: the place of an address; an unknown address answers 404. */
export function geocode(address: string, signal?: AbortSignal): Promise<PlaceDto> {
  return call(locationRoutes.geocode, { query: { address }, signal });
}

/** GET /services/location/autocomplete: address suggestions for what was typed (already debounced). */
export function useAddressSuggestions(text: string) {
  const address = text.trim();
  return useQuery({
    queryKey: ['location', 'autocomplete', address],
    queryFn: ({ signal }) => call(locationRoutes.autocomplete, { query: { address }, signal }),
    enabled: address.length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
