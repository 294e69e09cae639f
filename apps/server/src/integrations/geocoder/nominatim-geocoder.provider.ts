import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { AUTOCOMPLETE_LIMIT, type GeocodedPlace, type GeocodeOptions, type Geocoder } from './geocoder.js';

export interface NominatimSettings {
  /** Base URL of a Nominatim-compatible service, e.g. https://nominatim.example.org */
  baseUrl: string;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent: string;
  timeoutMs?: number;
}

export const NOMINATIM_TIMEOUT_MS = 5_000;

const coordinate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().finite());

const resultSchema = z.object({
  lat: coordinate,
  lon: coordinate,
  display_name: z.string(),
  address: z.record(z.string(), z.string()).optional(),
});
type NominatimResult = z.infer<typeof resultSchema>;

/** /reverse answers 200 with {"error": "Unable to geocode"} when nothing is near. */
const reverseSchema = z.union([resultSchema, z.object({ error: z.string() })]);
const searchSchema = z.array(resultSchema);

/**
 * "500 Castro St, San Francisco, CA 94114" from Nominatim's address parts, the way the catalog writes
 * addresses; the long display_name ("…, San Francisco County, California, United States") is the
 * fallback.
 */
export function formatNominatimAddress(result: NominatimResult): string {
  const parts = result.address;
  if (!parts) return result.display_name;
  const street = [parts.house_number, parts.road].filter(Boolean).join(' ');
  const town = parts.city ?? parts.town ?? parts.village ?? parts.hamlet ?? parts.suburb ?? parts.county;
  const iso = parts['ISO3166-2-lvl4'];
  const state = iso?.startsWith('US-') ? iso.slice(3) : parts.state;
  const stateAndZip = [state, parts.postcode].filter(Boolean).join(' ');
  const label = [street, town, stateAndZip].filter(Boolean).join(', ');
  return label || result.display_name;
}

const toPlace = (result: NominatimResult): GeocodedPlace => ({
  latitude: result.lat,
  longitude: result.lon,
  address: formatNominatimAddress(result),
});

/**
 * A Nominatim-compatible HTTP geocoder (a self-hosted Nominatim, or a service that speaks its API).
 * Searches are limited to the United States, where the product runs.
 */
export function createNominatimGeocoder(settings: NominatimSettings): Geocoder {
  const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`;
  const timeoutMs = settings.timeoutMs ?? NOMINATIM_TIMEOUT_MS;

  async function call(
    path: string,
    params: Record<string, string>,
    options?: GeocodeOptions,
  ): Promise<unknown> {
    const url = new URL(path, base);
    url.search = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          'user-agent': settings.userAgent,
          ...(options?.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new AppError('UPSTREAM_TIMEOUT');
      throw new AppError('GEOCODER_UNAVAILABLE');
    }
    if (!response.ok) {
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      throw new AppError('GEOCODER_UNAVAILABLE', `The address lookup service answered ${response.status}.`);
    }
    try {
      return await response.json();
    } catch {
      throw new AppError('GEOCODER_UNAVAILABLE');
    }
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new AppError('GEOCODER_UNAVAILABLE');
    return parsed.data;
  }

  async function search(text: string, limit: number, options?: GeocodeOptions): Promise<NominatimResult[]> {
    const body = await call('search', { q: text, limit: String(limit), countrycodes: 'us' }, options);
    return parse(searchSchema, body);
  }

  return {
    name: 'nominatim',

    async reverse(latitude, longitude, options) {
      const body = await call('reverse', { lat: String(latitude), lon: String(longitude) }, options);
      const result = parse(reverseSchema, body);
      if ('error' in result) return null;
      // As with the gazetteer, the address labels the diner's own point.
      return { latitude, longitude, address: formatNominatimAddress(result) };
    },

    async autocomplete(text, options) {
      const results = await search(text, AUTOCOMPLETE_LIMIT, options);
      return [...new Set(results.map(formatNominatimAddress))];
    },

    async geocode(address, options) {
      const [best] = await search(address, 1, options);
      return best ? toPlace(best) : null;
    },
  };
}
