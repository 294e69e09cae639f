import { createBoundedMap } from '../../lib/bounded-map.js';
import type { Language } from '../../lib/request-language.js';
import type { StoreCardRow } from './businesses.repository.js';
import { STORE_CARD_CACHE_CAPACITY } from './store-cards.js';

/** A card's JSON in one language without its distance, valid from `from` until before `until`. */
interface CardFragment {
  version: number;
  from: number;
  until: number;
  head: string;
}

/**
 * Store cards as JSON, written once per card, language and steady stretch and then reused: a page is these
 * fragments joined, each finished with the distance from the asking point. A fragment is rewritten when
 * the card's version changes or `now` leaves the stretch in which nothing on it can change (its open
 * label, pause, announced opening and activities: see storeStatusSteadyUntil), so a page answers to the
 * second as if every card were written anew.
 */
export function createCardFragments(capacity = STORE_CARD_CACHE_CAPACITY) {
  // One map per language, keyed by the store's id as read: no key string is built per card and request.
  const byLanguage: Record<Language, ReturnType<typeof createBoundedMap<CardFragment>>> = {
    en: createBoundedMap<CardFragment>(capacity),
    zh: createBoundedMap<CardFragment>(capacity),
  };

  return {
    /**
     * The card's JSON object up to its distance (`…,"distance":`): `write` gives the card without its
     * distance at `now`, `steadyUntil` the instant it may first differ.
     */
    head(
      card: StoreCardRow,
      language: Language,
      now: number,
      write: () => object,
      steadyUntil: () => number,
    ): string {
      const fragments = byLanguage[language];
      const known = fragments.get(card.id);
      if (known && known.version === card.version && known.from <= now && now < known.until)
        return known.head;
      const json = JSON.stringify(write());
      const head = json === '{}' ? '{"distance":' : `${json.slice(0, -1)},"distance":`;
      fragments.set(card.id, { version: card.version, from: now, until: steadyUntil(), head });
      return head;
    },
  };
}
