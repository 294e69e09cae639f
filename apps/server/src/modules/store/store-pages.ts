import { createBoundedMap } from '../../lib/bounded-map.js';
import type { Language } from '../../lib/request-language.js';
import type { PageTemplate } from './store-page-template.js';

/**
 * How many characters of store page answers one server copy keeps (about twice that in bytes, plus the rows
 * they are written from): a menu is tens of kilobytes, an item or a detail a few.
 */
export const STORE_PAGE_CACHE_CHARACTERS = 32_000_000;

/** An answer written at `from` for one language; nothing on it but stock can change before `until`. */
interface Rendered {
  from: number;
  until: number;
  template: PageTemplate;
}

/** A page's rows as read at (at least) one page version, and its answers written from them. */
interface Entry<Rows> {
  version: number;
  rows: Rows;
  rendered: Partial<Record<Language, Rendered>>;
}

/** What writes an answer from rows at `now`: its template and the instant it may first differ. */
export type PageRenderer<Rows> = (rows: Rows, now: number) => { template: PageTemplate; until: number };

const templateCharacters = (template: PageTemplate): number =>
  template.parts.reduce((sum, part) => sum + part.length, 0);

const entryWeight = (entry: Entry<unknown>): number =>
  // The rows weigh about as much as one language's answer.
  1 +
  2 * Object.values(entry.rendered).reduce((sum, rendered) => sum + templateCharacters(rendered.template), 0);

/**
 * Store page answers kept in this copy's memory. A request reads the store's page version (with its live
 * stock) and passes it here: the rows are used only while their version equals it (triggers give a store a
 * new page version in the very transaction that changes what its page shows, so a change is seen by every
 * copy on its next request), and an answer is rewritten from the rows when `now` leaves the stretch in which
 * its time-judged fields (open label, pause, activities, timed menus) cannot change.
 */
export function createStorePages(capacity = STORE_PAGE_CACHE_CHARACTERS) {
  const entries = createBoundedMap<Entry<unknown>>(capacity, entryWeight);

  return {
    /**
     * The rows and answer of `key` at `version` in `language`: from memory when current, else `load`ed
     * (read after the version, so at least as new as it) and written by `render`.
     */
    async page<Rows>(
      key: string,
      version: number,
      language: Language,
      now: number,
      load: () => Promise<Rows>,
      render: PageRenderer<Rows>,
    ): Promise<{ rows: Rows; template: PageTemplate }> {
      const known = entries.get(key) as Entry<Rows> | undefined;
      let entry = known;
      if (!entry || entry.version !== version) {
        entry = { version, rows: await load(), rendered: {} };
      }
      const rendered = entry.rendered[language];
      if (rendered && rendered.from <= now && now < rendered.until) {
        return { rows: entry.rows, template: rendered.template };
      }
      const { template, until } = render(entry.rows, now);
      entry.rendered[language] = { from: now, until, template };
      // Two requests may load one page at once; a newer version already held stays.
      const held = entries.get(key);
      if (!held || held.version <= version) entries.set(key, entry);
      return { rows: entry.rows, template };
    },

    /** How many pages are held (for tests). */
    size: (): number => entries.size(),
  };
}

export type StorePages = ReturnType<typeof createStorePages>;
