import type { RequiredForDineInDto } from '@nearbite/contract/menu';
import { describe, expect, it } from 'vitest';
import { requiredCategoryOf } from './required-category';

const required = {
  category: { id: 'drinks', name: 'Drinks' },
  commodities: [{ id: 'tea' }, { id: 'water' }],
} as unknown as RequiredForDineInDto;

describe("a dine-in store's required category", () => {
  it('asks for an item of the category in dine-in', () => {
    expect(requiredCategoryOf('dineIn', required)).toEqual({
      categoryId: 'drinks',
      categoryName: 'Drinks',
      goodsIds: ['tea', 'water'],
    });
  });

  it('asks nothing in delivery or pickup, before it loads, or when the store has none', () => {
    expect(requiredCategoryOf('delivery', required)).toBeNull();
    expect(requiredCategoryOf('pickup', required)).toBeNull();
    expect(requiredCategoryOf(null, required)).toBeNull();
    expect(requiredCategoryOf('dineIn', undefined)).toBeNull();
    expect(requiredCategoryOf('dineIn', { ...required, category: null })).toBeNull();
  });
});
