import { createBoundedMap } from '../../lib/bounded-map.js';
import type { CardRef, StoreCardRow } from './businesses.repository.js';

/**
 * How many store cards one server copy keeps: the stores diners around it look at. A card is a few
 * kilobytes, so this bounds the cache to a few tens of megabytes at 100,000 stores.
 */
export const STORE_CARD_CACHE_CAPACITY = 10_000;

/**
 * Store cards kept ready in this copy's memory. A list asks the database only for its page's ids and card
 * versions; a card is served from memory while its version is at least the one just read (triggers give a
 * store a new version in the very transaction that changes its card), so a change is seen by every copy on
 * its next page, with no notification to miss. Cards past the capacity go oldest first.
 */
export function createStoreCardCache(deps: {
  load: (ids: readonly string[]) => Promise<StoreCardRow[]>;
  capacity?: number;
}) {
  const cards = createBoundedMap<StoreCardRow>(deps.capacity ?? STORE_CARD_CACHE_CAPACITY);

  const remember = (card: StoreCardRow): void => {
    const known = cards.get(card.id);
    // Two requests may load the same store at once; the later version stays.
    if (known && known.version > card.version) return;
    cards.set(card.id, card);
  };

  return {
    /** The cards of a page, in its order; a store gone since the page was read is left out. */
    async cardsOf(refs: readonly CardRef[]): Promise<StoreCardRow[]> {
      const found = new Map<string, StoreCardRow>();
      const stale: string[] = [];
      for (const ref of refs) {
        const card = cards.get(ref.id);
        if (card && card.version >= ref.version) found.set(ref.id, card);
        else stale.push(ref.id);
      }
      if (stale.length > 0) {
        for (const card of await deps.load(stale)) {
          remember(card);
          found.set(card.id, card);
        }
      }
      return refs.flatMap((ref) => found.get(ref.id) ?? []);
    },

    /** How many cards are held (for tests and the bench's memory figures). */
    size: (): number => cards.size(),
  };
}

export type StoreCardCache = ReturnType<typeof createStoreCardCache>;
