import { METERS_PER_MILE } from '../../db/geo.js';
import { parseAddressQuery } from './address-query.js';
import type { GazetteerRepository, RankedSuggestion } from './gazetteer.repository.js';
import { AUTOCOMPLETE_LIMIT, type Geocoder } from './geocoder.js';

/** A point this close to a business is taken to be at its address (about a city block and a half). */
export const BUSINESS_ADDRESS_RADIUS_METERS = 0.2 * METERS_PER_MILE;
/** Past this distance the nearest town says nothing useful about where the point is. */
export const PLACE_RADIUS_METERS = 30 * METERS_PER_MILE;
/** A business address typed with small slips ("1234 market st san francisco") still matches. */
const ADDRESS_SIMILARITY = 0.6;
/** Town names one or two letters off ("Oaklnd") still match; unrelated words do not. */
const PLACE_SIMILARITY = 0.5;

const placeLabel = (place: { name: string; state: string }) => `${place.name}, ${place.state}`;

/** The offline geocoder: US places and the catalog's business addresses, searched with pg_trgm. */
export function createGazetteerGeocoder(repository: GazetteerRepository): Geocoder {
  return {
    name: 'gazetteer',

    async reverse(latitude, longitude) {
      const business = await repository.nearestBusinessAddress(
        latitude,
        longitude,
        BUSINESS_ADDRESS_RADIUS_METERS,
      );
      // The diner's own point is kept: the address only labels it, and moving the pin to a store
      // entrance or a town centre would misplace a delivery.
      if (business) return { latitude, longitude, address: business.address };
      const place = await repository.nearestPlace(latitude, longitude, PLACE_RADIUS_METERS);
      return place ? { latitude, longitude, address: placeLabel(place) } : null;
    },

    async autocomplete(text) {
      const query = parseAddressQuery(text, true);
      // With a street typed, a bare town would drop what the diner wrote, so only addresses are offered.
      const [placeSuggestions, addressSuggestions] = await Promise.all([
        query.hasStreet
          ? Promise.resolve<RankedSuggestion[]>([])
          : repository.suggestPlaces({
              name: query.placeName,
              states: query.states,
              limit: AUTOCOMPLETE_LIMIT,
            }),
        repository.suggestBusinessAddresses(query.text, AUTOCOMPLETE_LIMIT),
      ]);
      // A stable sort keeps places ahead of addresses of the same rank.
      const merged = [...placeSuggestions, ...addressSuggestions].sort((a, b) => a.rank - b.rank);
      return [...new Set(merged.map((suggestion) => suggestion.text))].slice(0, AUTOCOMPLETE_LIMIT);
    },

    async geocode(address) {
      const query = parseAddressQuery(address, false);
      const business = await repository.bestBusinessAddress(query.text, ADDRESS_SIMILARITY);
      if (business)
        return { latitude: business.latitude, longitude: business.longitude, address: business.address };
      // A street the gazetteer does not know resolves to its town, and the answer says only the town,
      // so the diner sees how precise the match is.
      const place = await repository.bestPlace(query.placeName, query.states, PLACE_SIMILARITY);
      return place
        ? { latitude: place.latitude, longitude: place.longitude, address: placeLabel(place) }
        : null;
    },
  };
}
