import { describe, expect, it } from 'vitest';
import { closeSheet, guideTitleKey, guideTopicOf, initialSheets, isGuide, openSheet } from './store-sheets';

describe('the store page sheets', () => {
  it('opens with nothing, or with the Safari guide when the link asks for it', () => {
    expect(initialSheets(false)).toEqual({ open: null, mounted: new Set() });
    const safari = initialSheets(true);
    expect(safari.open).toBe('safari');
    expect(guideTopicOf(safari)).toBe('safari');
    expect([...safari.mounted]).toEqual(['guide']);
  });

  it('mounts the one guide sheet for every guide topic and keeps opened parts mounted after closing', () => {
    let sheets = openSheet(initialSheets(false), 'fee');
    expect(guideTopicOf(sheets)).toBe('fee');
    sheets = openSheet(sheets, 'points');
    sheets = openSheet(sheets, 'info');
    expect(guideTopicOf(sheets)).toBeNull();
    sheets = closeSheet(sheets);
    expect(sheets.open).toBeNull();
    expect([...sheets.mounted].sort()).toEqual(['guide', 'info']);
  });

  it('tells guide topics from the other sheets', () => {
    expect(['prep', 'fee', 'points', 'safari'].every((topic) => isGuide(topic as never))).toBe(true);
    expect(isGuide('info')).toBe(false);
    expect(isGuide('diners')).toBe(false);
    expect(isGuide('login')).toBe(false);
    expect(isGuide(null)).toBe(false);
  });

  it('does not change the sheets it was given', () => {
    const before = initialSheets(false);
    openSheet(before, 'diners');
    expect(before.mounted.size).toBe(0);
  });

  it('titles each guide topic with its own text', () => {
    const titles = (['prep', 'fee', 'points', 'safari'] as const).map(guideTitleKey);
    expect(titles).toEqual([
      'store.prepTitle',
      'store.feeTitle',
      'store.pointsGuideTitle',
      'store.safariTitle',
    ]);
  });
});
