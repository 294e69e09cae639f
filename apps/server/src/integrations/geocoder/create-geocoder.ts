import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createGazetteerRepository } from './gazetteer.repository.js';
import { createGazetteerGeocoder } from './gazetteer-geocoder.provider.js';
import type { Geocoder } from './geocoder.js';
import { createNominatimGeocoder } from './nominatim-geocoder.provider.js';

/** The geocoder the configuration names. */
export function createGeocoder(config: AppConfig, db: Db): Geocoder {
  if (config.GEOCODER_PROVIDER === 'nominatim') {
    return createNominatimGeocoder({
      baseUrl: config.GEOCODER_URL ?? '',
      userAgent: config.GEOCODER_USER_AGENT,
    });
  }
  return createGazetteerGeocoder(createGazetteerRepository(db));
}
