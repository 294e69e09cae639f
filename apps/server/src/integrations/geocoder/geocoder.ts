/** A point on the map with the address it is shown as. */
export interface GeocodedPlace {
  latitude: number;
  longitude: number;
  address: string;
}

export interface GeocodeOptions {
  /** The diner's Accept-Language header, passed on to providers that localise their answers. */
  acceptLanguage?: string | undefined;
}

/**
 * Address lookup behind the location screens; implementations: the built-in gazetteer (offline, the
 * default) and a Nominatim-compatible HTTP service. A provider that fails throws a coded AppError
 * (GEOCODER_UNAVAILABLE or UPSTREAM_TIMEOUT); "nothing found" is null or an empty list, not an error.
 */
export interface Geocoder {
  readonly name: 'gazetteer' | 'nominatim';
  /** The address to show for a point; null when nothing sensible is known near it. */
  reverse(latitude: number, longitude: number, options?: GeocodeOptions): Promise<GeocodedPlace | null>;
  /** Suggestions for partly typed text, best first. */
  autocomplete(text: string, options?: GeocodeOptions): Promise<string[]>;
  /** The best match for a typed or picked address. */
  geocode(address: string, options?: GeocodeOptions): Promise<GeocodedPlace | null>;
}

/** How many suggestions autocomplete answers. */
export const AUTOCOMPLETE_LIMIT = 8;
