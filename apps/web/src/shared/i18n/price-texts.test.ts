import { describe, expect, it } from 'vitest';
import { priceTextsEn } from './price.en';
import { priceTextsZh } from './price.zh';

describe('price breakdown texts', () => {
  it('exist in both languages for every key, never empty, with the same placeholders', () => {
    const english = Object.entries(priceTextsEn.price);
    const chinese = new Map(Object.entries(priceTextsZh.price));
    expect([...chinese.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of english) {
      const other = chinese.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('say that delivery is priced once an address is chosen, and that an address can be out of range', () => {
    expect(priceTextsEn.price.deliveryAwaitingAddress).toBe('Choose an address');
    expect(priceTextsEn.price.deliveryOutOfRange).toBe('Out of range');
    expect(priceTextsZh.price.deliveryOutOfRange).toBe('超出配送范围');
  });
});
