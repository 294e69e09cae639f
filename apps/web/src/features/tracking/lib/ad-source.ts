import { type KeyValueStorage, safeSet } from '../../../shared/lib/browser-storage';

/** The query parameter an advertising link carries: `/?adSource=flyer-2024`. */
export const AD_SOURCE_PARAM = 'adSource';
/** Local-storage key of the remembered source: the first one this browser arrived with. */
export const REMEMBERED_AD_SOURCE_KEY = 'rememberedAdSource';
/** Session-storage key of the source this visit arrived with (the specification's client state). */
export const SESSION_AD_SOURCE_KEY = 'adSource';
/** The statistics call accepts sources of at most 100 characters. */
export const AD_SOURCE_MAX_LENGTH = 100;

export interface SplitSearch {
  /** The first non-blank adSource value, trimmed and capped; null when all were blank. */
  source: string | null;
  /** The query without any adSource parameter, with its `?` (or '' when nothing is left). */
  search: string;
}

/** Takes adSource out of a query string; null when the query has none. Other parameters keep their order. */
export function splitAdSource(search: string): SplitSearch | null {
  const params = new URLSearchParams(search);
  if (!params.has(AD_SOURCE_PARAM)) return null;
  const value = params
    .getAll(AD_SOURCE_PARAM)
    .map((item) => item.trim())
    .find((item) => item.length > 0);
  params.delete(AD_SOURCE_PARAM);
  const rest = params.toString();
  return {
    source: value ? value.slice(0, AD_SOURCE_MAX_LENGTH) : null,
    search: rest ? `?${rest}` : '',
  };
}

/** The source this browser first arrived with, or null. */
export function rememberedAdSource(local: KeyValueStorage): string | null {
  const value = local.getItem(REMEMBERED_AD_SOURCE_KEY);
  return value && value.length > 0 ? value.slice(0, AD_SOURCE_MAX_LENGTH) : null;
}

/** Remembers a source: the first one wins in local storage; the session keeps this visit's. */
export function rememberAdSource(local: KeyValueStorage, session: KeyValueStorage, source: string): void {
  safeSet(session, SESSION_AD_SOURCE_KEY, source);
  if (rememberedAdSource(local) === null) safeSet(local, REMEMBERED_AD_SOURCE_KEY, source);
}

export interface PageUrl {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'state' | 'replaceState'>;
}

/**
 * Remembers the page's adSource (if any) and removes it from the address bar with
 * history.replaceState, keeping the other parameters, the hash and the router's history state.
 * Answers the remembered source.
 */
export function captureAdSource(
  page: PageUrl,
  local: KeyValueStorage,
  session: KeyValueStorage,
): string | null {
  const split = splitAdSource(page.location.search);
  if (split) {
    if (split.source) rememberAdSource(local, session, split.source);
    const url = `${page.location.pathname}${split.search}${page.location.hash}`;
    try {
      page.history.replaceState(page.history.state, '', url);
    } catch {
      // A browser that refuses (too many calls) keeps the parameter in view; nothing else depends on it.
    }
  }
  return rememberedAdSource(local);
}
