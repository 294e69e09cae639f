import { describe, expect, it } from 'vitest';
import { en } from './en';
import { storeTextsEn } from './store.en';
import { storeTextsZh } from './store.zh';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}

describe('store page texts', () => {
  const english = leaves(storeTextsEn);
  const chinese = leaves(storeTextsZh);

  it('exist in both languages with the same placeholders', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(chinese.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('use their own top-level keys, so merging them never overwrites the shell texts', () => {
    for (const key of Object.keys(storeTextsEn)) expect(Object.keys(en)).not.toContain(key);
  });

  it('carry the wording the specification fixes', () => {
    expect(storeTextsEn.item.minimumAddOn.replace('{{count}}', '2')).toBe('Minimum 2 addon');
    expect(storeTextsEn.item.selectUpTo.replace('{{count}}', '3')).toBe('Select up to 3');
    expect(storeTextsEn.item.atLeastOne).toBe('Please select at least one');
  });
});
