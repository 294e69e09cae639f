import { describe, expect, it } from 'vitest';
import { menuTexts } from '../texts';
import { newAttribute, type OptionsForm } from './item-options';
import { problemPlace } from './problem-place';

const options: OptionsForm = {
  specifications: [],
  attributes: [{ ...newAttribute(), nameEn: 'Count', nameZh: '数量' }],
  addOnGroups: [],
};

describe('where a problem of the options is, in words', () => {
  it('names the option, the value and the field as the editor labels them', () => {
    const en = menuTexts.en;
    expect(problemPlace('item.attributes[0].values[1].price', en, options, 'en')).toBe(
      'Value 2 of Count: Extra price ($)',
    );
    expect(problemPlace('item.addOnGroups[0].maxBuyNumber', en, options, 'en')).toBe(
      'Add-on group 1: Most in the group',
    );
    expect(problemPlace('item.specifications[1].values', en, options, 'en')).toBe('Specification 2');
    expect(problemPlace('item.attributes[0].values[1].price', menuTexts.zh, options, 'zh')).toBe(
      '数量的选项 2：加价（美元）',
    );
  });

  it('leaves a path outside the options to be shown as it is', () => {
    expect(problemPlace('item.maxBuyNumber', menuTexts.en, options, 'en')).toBeNull();
  });
});
