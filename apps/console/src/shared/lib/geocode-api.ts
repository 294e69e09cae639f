import { locationRoutes } from '@nearbite/contract/location';
import { useMutation } from '@tanstack/react-query';
import { call } from './api';

/** The configured geocoder's point for a typed address (A76 when it knows none). */
export function useGeocode() {
  return useMutation({
    mutationFn: (address: string) => call(locationRoutes.geocode, { query: { address } }),
  });
}
