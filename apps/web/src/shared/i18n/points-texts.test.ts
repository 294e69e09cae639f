import { POINTS_CHANGE_TYPES, STATEMENT_TYPES } from '@nearbite/domain/points-programme';
import { describe, expect, it } from 'vitest';
import { pointsTextsEn } from './points.en';
import { pointsTextsZh } from './points.zh';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}

describe('points texts', () => {
  const english = leaves(pointsTextsEn);
  const chinese = leaves(pointsTextsZh);

  it('exist in both languages for every key, never empty, with the same placeholders', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of english) {
      const other = chinese.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('name every statement type and every statement tab of the specification, differently in each language', () => {
    for (const texts of [pointsTextsEn, pointsTextsZh]) {
      const names = POINTS_CHANGE_TYPES.map((type) => texts.points.details.type[type]);
      expect(new Set(names).size).toBe(POINTS_CHANGE_TYPES.length);
      const tabs = STATEMENT_TYPES.map((tab) => texts.points.details.tabs[tab]);
      expect(new Set(tabs).size).toBe(STATEMENT_TYPES.length);
    }
    expect(Object.keys(pointsTextsEn.points.details.type).sort()).toEqual([...POINTS_CHANGE_TYPES].sort());
  });

  it('carry the failReward message in both languages', () => {
    expect(pointsTextsEn.points.mine.failReward).toBe('Invalid points value');
    expect(pointsTextsZh.points.mine.failReward).toBe('积分值无效');
  });
});
