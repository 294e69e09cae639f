import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { zh } from '../../../shared/i18n/zh';
import { searchEn } from '../texts/search.en';
import { searchZh } from '../texts/search.zh';

describe('search and location control names', () => {
  it('read the same as the end-to-end tests expect', () => {
    expect([searchEn.inputLabel, searchZh.inputLabel]).toEqual([
      'Search stores and dishes',
      '搜索商家或菜品',
    ]);
    expect([searchEn.clearHistory, searchZh.clearHistory]).toEqual(['Clear history', '清除历史']);
    expect([en.location.searchLabel, zh.location.searchLabel]).toEqual(['Search for an address', '搜索地址']);
    expect([en.location.confirm, zh.location.confirm]).toEqual(['Confirm location', '确认地址']);
    expect([en.location.useMine, zh.location.useMine]).toEqual(['Use my location', '使用我的位置']);
  });

  it('give refused, failed, timed out and unsupported geolocation their own messages', () => {
    for (const texts of [en.location.geo, zh.location.geo]) {
      expect(new Set(Object.values(texts)).size).toBe(4);
    }
  });
});
