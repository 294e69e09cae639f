import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import { cartLine } from '../../../shared/lib/cart-line.fixture';
import {
  addWithMenuCheck,
  cartStorageKey,
  createCartStore,
  persistsWhenLeavingTo,
  readSavedCart,
} from './cart-store';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const { wantIndex: _, ...tea } = cartLine();
const large = {
  ...tea,
  chooseAttrList: [
    { id: 'size', name: 'Size', valueId: 'large', valueName: 'Large', price: 250, stockNumber: null },
  ],
  addPrice: 250,
};

describe('the cart of a business', () => {
  it('grows a line with the same choices and keeps other choices and other businesses apart', () => {
    const store = createCartStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.add('b1', tea);
    store.add('b1', { ...tea, goodsNumber: 2 });
    store.add('b1', large);
    expect(store.lines('b1').map((line) => [line.addPrice, line.goodsNumber])).toEqual([
      [0, 3],
      [250, 1],
    ]);
    expect(store.lines('b2')).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the same snapshot until it changes', () => {
    const store = createCartStore(memoryStorage());
    store.add('b1', tea);
    expect(store.lines('b1')).toBe(store.lines('b1'));
  });

  it('replaces an edited line in place, or merges it into a line that now has the same choices', () => {
    const store = createCartStore(memoryStorage());
    store.add('b1', tea);
    store.add('b1', large);
    const [plain, big] = store.lines('b1');
    store.update('b1', plain?.wantIndex ?? '', { ...tea, remarks: 'hot' });
    expect(store.lines('b1').map((line) => line.remarks)).toEqual(['hot', '']);
    store.update('b1', big?.wantIndex ?? '', { ...tea, remarks: 'hot', goodsNumber: 2 });
    expect(store.lines('b1')).toHaveLength(1);
    expect(store.lines('b1')[0]?.goodsNumber).toBe(3);
  });

  it('removes a line set to 0 and empties on clear', () => {
    const store = createCartStore(memoryStorage());
    store.add('b1', tea);
    store.add('b1', large);
    store.setQuantity('b1', store.lines('b1')[0]?.wantIndex ?? '', 0);
    expect(store.lines('b1').map((line) => line.addPrice)).toEqual([250]);
    store.clear('b1');
    expect(store.lines('b1')).toEqual([]);
  });

  it('is saved when persisted and read back by the next page load, or forgotten when empty', () => {
    const storage = memoryStorage();
    const first = createCartStore(storage);
    first.add('b1', { ...tea, goodsNumber: 2 });
    expect(storage.map.has(cartStorageKey('b1'))).toBe(false);
    first.persist('b1');
    const next = createCartStore(storage);
    expect(next.lines('b1').map((line) => [line.goodsId, line.goodsNumber])).toEqual([['tea', 2]]);
    next.clear('b1');
    next.persist('b1');
    expect(storage.map.has(cartStorageKey('b1'))).toBe(false);
  });

  it('ignores a saved cart it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(cartStorageKey('b1'), '{"version":1,"lines":[{"goodsId":"x"}]}');
    storage.setItem(cartStorageKey('b2'), 'not json');
    expect(readSavedCart(storage, 'b1')).toBeNull();
    expect(createCartStore(storage).lines('b2')).toEqual([]);
  });

  it('marks a line redeemed with points and back', () => {
    const store = createCartStore(memoryStorage());
    store.add('b1', tea);
    const key = store.lines('b1')[0]?.wantIndex ?? '';
    store.setCover('b1', key, true, 50);
    expect(store.lines('b1')[0]).toMatchObject({ isCover: true, usePoint: 50 });
    store.setCover('b1', key, false, 50);
    expect(store.lines('b1')[0]).toMatchObject({ isCover: false, usePoint: null });
  });
});

describe('adding from another timed menu', () => {
  const lunch = { ...tea, goodsId: 'noodles', timedMenuId: 'lunch' };
  const breakfast = { ...tea, goodsId: 'eggs', timedMenuId: 'breakfast' };

  it('asks first, and on yes keeps only all-day lines and lines of the new menu', async () => {
    const store = createCartStore(memoryStorage());
    store.add('b1', tea);
    store.add('b1', lunch);
    const confirm = vi.fn(async () => true);
    expect(await addWithMenuCheck(store, 'b1', breakfast, confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledOnce();
    expect(store.lines('b1').map((line) => line.goodsId)).toEqual(['tea', 'eggs']);
  });

  it('changes nothing on no, and does not ask for all-day items or the same menu', async () => {
    const store = createCartStore(memoryStorage());
    store.add('b1', lunch);
    expect(await addWithMenuCheck(store, 'b1', breakfast, async () => false)).toBe(false);
    const never = vi.fn(async () => false);
    await addWithMenuCheck(store, 'b1', tea, never);
    await addWithMenuCheck(store, 'b1', { ...lunch, goodsId: 'soup' }, never);
    expect(never).not.toHaveBeenCalled();
    expect(store.lines('b1').map((line) => line.goodsId)).toEqual(['noodles', 'tea', 'soup']);
  });
});

describe('saving when leaving', () => {
  it('happens for every route but payment and the order list', () => {
    expect(persistsWhenLeavingTo('/')).toBe(true);
    expect(persistsWhenLeavingTo('/post/search')).toBe(true);
    expect(persistsWhenLeavingTo('/deliveryAddress')).toBe(true);
    expect(persistsWhenLeavingTo('/payment')).toBe(false);
    expect(persistsWhenLeavingTo('/orders/')).toBe(false);
  });
});
