import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import { paths } from '../../../shared/lib/paths';
import {
  createCheckoutChoicesStore,
  EMPTY_CHOICES,
  keepsChoices,
  parseChoices,
  takeReopen,
} from './checkout-choices';

/** A Map-backed Web Storage (with key() and length, as sessionStorage has). */
function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
  } as KeyValueStorage & { map: Map<string, string> };
}

describe('checkout choices', () => {
  it('are kept per store and survive a reload of the page (a new store on the same storage)', () => {
    const storage = memoryStorage();
    const store = createCheckoutChoicesStore(storage);
    store.update('a', { couponId: 'c1', tip: { kind: 'option', index: 2 }, time: 'asap' });
    store.update('b', { note: 'Ring twice' });
    const reloaded = createCheckoutChoicesStore(storage);
    expect(reloaded.get('a')).toMatchObject({
      couponId: 'c1',
      tip: { kind: 'option', index: 2 },
      time: 'asap',
    });
    expect(reloaded.get('a').note).toBe('');
    expect(reloaded.get('b').note).toBe('Ring twice');
  });

  it('are forgotten for one store after its order, and for every store on leaving the store pages', () => {
    const storage = memoryStorage();
    const store = createCheckoutChoicesStore(storage);
    store.update('a', { hostOn: true, timeType: 'pickPoint' });
    store.update('b', { couponId: 'c2' });
    store.setActive('a');
    store.clear('a');
    expect(store.get('a')).toEqual(EMPTY_CHOICES);
    expect(store.get('b').couponId).toBe('c2');
    // Stored by an earlier page load: clearAll finds it in the storage itself.
    storage.setItem('checkout:c', JSON.stringify({ couponId: 'c3' }));
    store.clearAll();
    expect([...storage.map.keys()]).toEqual([]);
    expect(createCheckoutChoicesStore(storage).get('c')).toEqual(EMPTY_CHOICES);
    expect(store.active()).toBeNull();
  });

  it('notify subscribers on each change', () => {
    const store = createCheckoutChoicesStore(memoryStorage());
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.update('a', { note: 'x' });
    store.clear('a');
    unsubscribe();
    store.update('a', { note: 'y' });
    expect(calls).toBe(2);
  });

  it('read anything malformed as no choice', () => {
    expect(parseChoices(null)).toEqual(EMPTY_CHOICES);
    expect(parseChoices('not json')).toEqual(EMPTY_CHOICES);
    expect(parseChoices('[1,2]')).toEqual(EMPTY_CHOICES);
    const parsed = parseChoices(
      JSON.stringify({
        hostOn: 'yes',
        host: { id: 'h' },
        time: 'soon',
        tip: { kind: 'custom', amount: -5 },
        timeType: 'other',
        couponId: 7,
        note: 'ok',
      }),
    );
    expect(parsed).toEqual({ ...EMPTY_CHOICES, note: 'ok' });
  });

  it('are kept only on the way to the store pages, the address form and the pickup-point screen', () => {
    for (const path of [paths.postDetail, paths.postSearch, paths.deliveryAddress, paths.postPickPoint]) {
      expect(keepsChoices(path), path).toBe(true);
    }
    for (const path of [paths.home, paths.payment, paths.orders, paths.location]) {
      expect(keepsChoices(path), path).toBe(false);
    }
  });

  it('reopen checkout once on the way back from the address form', () => {
    const store = createCheckoutChoicesStore(memoryStorage());
    store.update('a', { reopen: true });
    expect(takeReopen(store, 'a')).toBe(true);
    expect(takeReopen(store, 'a')).toBe(false);
  });
});
