import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import {
  AD_SOURCE_MAX_LENGTH,
  captureAdSource,
  REMEMBERED_AD_SOURCE_KEY,
  rememberedAdSource,
  SESSION_AD_SOURCE_KEY,
  splitAdSource,
} from './ad-source';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** A page at `url` whose history records replaceState calls. */
function page(url: string, state: unknown = { idx: 0, key: 'k', usr: null }) {
  const parsed = new URL(url, 'https://nearbite.test');
  const replaced: { state: unknown; url: string }[] = [];
  return {
    replaced,
    location: { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash },
    history: {
      state,
      replaceState: (nextState: unknown, _unused: string, nextUrl?: string | URL | null) =>
        void replaced.push({ state: nextState, url: String(nextUrl) }),
    },
  };
}

describe('splitAdSource', () => {
  it('takes adSource out and keeps the other parameters in order', () => {
    expect(splitAdSource('?tableName=A1&adSource=flyer&x=1')).toEqual({
      source: 'flyer',
      search: '?tableName=A1&x=1',
    });
    expect(splitAdSource('?adSource=flyer')).toEqual({ source: 'flyer', search: '' });
  });

  it('answers null when there is no adSource, and a null source when it is blank', () => {
    expect(splitAdSource('?tableName=A1')).toBeNull();
    expect(splitAdSource('')).toBeNull();
    expect(splitAdSource('?adSource=%20&b=2')).toEqual({ source: null, search: '?b=2' });
  });

  it('decodes, trims and caps the value at what the server accepts', () => {
    expect(splitAdSource('?adSource=%20Spring%20flyer%20')?.source).toBe('Spring flyer');
    expect(splitAdSource(`?adSource=${'x'.repeat(150)}`)?.source).toHaveLength(AD_SOURCE_MAX_LENGTH);
  });
});

describe('captureAdSource', () => {
  it('remembers the source in local and session storage and removes it from the address bar', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const here = page('/?adSource=flyer&tableName=A1#menu');
    expect(captureAdSource(here, local, session)).toBe('flyer');
    expect(local.map.get(REMEMBERED_AD_SOURCE_KEY)).toBe('flyer');
    expect(session.map.get(SESSION_AD_SOURCE_KEY)).toBe('flyer');
    // The router's history state is kept, so back and forward still work.
    expect(here.replaced).toEqual([{ state: { idx: 0, key: 'k', usr: null }, url: '/?tableName=A1#menu' }]);
  });

  it('keeps the first source this browser arrived with', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    captureAdSource(page('/?adSource=first'), local, session);
    expect(captureAdSource(page('/post/detail?businessId=b1&adSource=second'), local, session)).toBe('first');
    expect(rememberedAdSource(local)).toBe('first');
    expect(session.map.get(SESSION_AD_SOURCE_KEY)).toBe('second');
  });

  it('leaves a page without adSource alone and answers the remembered source or null', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const plain = page('/?tableName=A1');
    expect(captureAdSource(plain, local, session)).toBeNull();
    expect(plain.replaced).toEqual([]);
    local.map.set(REMEMBERED_AD_SOURCE_KEY, 'earlier');
    expect(captureAdSource(page('/'), local, session)).toBe('earlier');
  });

  it('removes a blank adSource without remembering it', () => {
    const local = memoryStorage();
    const blank = page('/?adSource=');
    expect(captureAdSource(blank, local, memoryStorage())).toBeNull();
    expect(blank.replaced.map((call) => call.url)).toEqual(['/']);
    expect(local.map.size).toBe(0);
  });
});
