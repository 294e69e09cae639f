import type { MenuFileItemDto } from '@nearbite/contract/console-menu';
import { describe, expect, it } from 'vitest';
import { bodyOf, type ItemFormValues } from '../hooks/use-item-form';
import {
  moved,
  newAttribute,
  newSpecification,
  type OptionsForm,
  optionsBodyOf,
  optionsFormOf,
  type Problem,
} from './item-options';

const stored = {
  specifications: [
    {
      id: 'spice',
      name: { en: 'Spice level', zh: '辣度' },
      values: [
        { id: 'mild', name: { en: 'Mild', zh: '微辣' } },
        { id: 'numbing', name: { en: 'Numbing hot', zh: '麻辣' } },
      ],
      singularity: true,
      required: true,
      maxSelected: null,
    },
    {
      id: 'herbs',
      name: { en: 'Herbs', zh: '香料' },
      values: [
        { id: 'coriander', name: { en: 'Coriander', zh: '香菜' } },
        { id: 'scallion', name: { en: 'Scallion', zh: '葱' } },
      ],
      singularity: false,
      required: false,
      maxSelected: 2,
    },
  ],
  attributes: [
    {
      id: '0b8f5f0e-4a43-4f5e-9d1a-1c2b3d4e5f60',
      name: { en: 'Size', zh: '份量' },
      values: [
        {
          id: '1b8f5f0e-4a43-4f5e-9d1a-1c2b3d4e5f61',
          name: { en: 'Regular', zh: '常规' },
          price: 0,
          stockNumber: null,
        },
        {
          id: '2b8f5f0e-4a43-4f5e-9d1a-1c2b3d4e5f62',
          name: { en: 'Large', zh: '大份' },
          price: 205,
          stockNumber: 7,
        },
      ],
    },
  ],
  addOnGroups: [
    {
      id: 'toppings',
      name: { en: 'Toppings', zh: '加料' },
      minBuyNumber: 0,
      maxBuyNumber: 3,
      values: [{ id: 'egg', name: { en: 'Egg', zh: '鸡蛋' }, price: 150, minBuyNumber: 0, maxBuyNumber: 2 }],
    },
  ],
} satisfies Pick<MenuFileItemDto, 'specifications' | 'attributes' | 'addOnGroups'>;

const itemOf = (options: typeof stored) => options as unknown as MenuFileItemDto;

describe("an item's options as the editor's fields", () => {
  it('come back as the same body, ids and values kept, money shown in dollars', () => {
    const form = optionsFormOf(itemOf(stored));
    expect(form.attributes[0]?.values[1]).toMatchObject({ price: '2.05', stockNumber: '7' });
    expect(form.specifications[1]?.maxSelected).toBe('2');
    const problems: Problem[] = [];
    expect(optionsBodyOf(form, problems)).toEqual(stored);
    expect(problems).toEqual([]);
  });

  it('leave the id out of options and values added in the editor, so the server makes them', () => {
    const form = optionsFormOf(null);
    expect(form).toEqual({ specifications: [], attributes: [], addOnGroups: [] });
    const attribute = { ...newAttribute(), nameEn: 'Size', nameZh: '份量' };
    const value = { ...attribute.values[0], nameEn: 'Large', nameZh: '大份', price: '2', stockNumber: '' };
    const body = optionsBodyOf({ ...form, attributes: [{ ...attribute, values: [value] }] }, []);
    expect(body.attributes).toEqual([
      {
        name: { en: 'Size', zh: '份量' },
        values: [{ name: { en: 'Large', zh: '大份' }, price: 200, stockNumber: null }],
      },
    ]);
    expect('id' in (body.attributes[0] ?? {})).toBe(false);
  });

  it('read prices from their digits, never by multiplying a float', () => {
    const form = optionsFormOf(itemOf(stored));
    const prices = ['0.29', '1.15', '$4.35', '19.99', '1,000.07'];
    const cents = prices.map((price) => {
      const changed: OptionsForm = structuredClone(form);
      const egg = changed.addOnGroups[0]?.values[0];
      if (egg) egg.price = price;
      return optionsBodyOf(changed, []).addOnGroups[0]?.values[0]?.price;
    });
    expect(cents).toEqual([29, 115, 435, 1999, 100007]);
  });

  it('name what cannot be read at its path: a price that is not money, a count that is not whole', () => {
    const form: OptionsForm = structuredClone(optionsFormOf(itemOf(stored)));
    const large = form.attributes[0]?.values[1];
    const group = form.addOnGroups[0];
    if (!large || !group) throw new Error('the stored options have them');
    large.price = 'two dollars';
    large.stockNumber = '1.5';
    group.maxBuyNumber = 'lots';
    const problems: Problem[] = [];
    optionsBodyOf(form, problems);
    expect(problems).toEqual([
      { path: 'item.attributes[0].values[1].price', code: 'A217' },
      { path: 'item.attributes[0].values[1].stockNumber', code: 'A217' },
      { path: 'item.addOnGroups[0].maxBuyNumber', code: 'A217' },
    ]);
  });

  it('send no cap for a single choice, whatever the hidden cap field held', () => {
    const spec = { ...newSpecification(), nameEn: 'Spice', nameZh: '辣度', maxSelected: 'x' };
    const problems: Problem[] = [];
    const body = optionsBodyOf({ specifications: [spec], attributes: [], addOnGroups: [] }, problems);
    expect(body.specifications[0]?.maxSelected).toBeNull();
    expect(problems).toEqual([]);
  });

  it('move up and down within the list, and stay put at either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('saving an item with options', () => {
  const values = (options: OptionsForm): ItemFormValues => ({
    nameEn: 'Noodles',
    nameZh: '面',
    descriptionEn: '',
    descriptionZh: '',
    category: 'noodles',
    timedMenu: '',
    price: '12.50',
    takeawayPrice: '',
    originPrice: '',
    discountPercent: '',
    stockNumber: '',
    minBuyNumber: '1',
    maxBuyNumber: '',
    thumbnail: '',
    images: '',
    options,
    isAvailable: true,
    deliveryNotSupported: false,
    supportsExchange: false,
    kept: { originTakeawayPrice: 1100, specifiedTax: null },
  });

  it('sends the options as the body takes them, and what the editor does not show as it was loaded', () => {
    const { body, problems } = bodyOf(values(optionsFormOf(itemOf(stored))));
    expect(problems).toEqual([]);
    expect(body).toMatchObject(stored);
    expect(body?.originTakeawayPrice).toBe(1100);
  });

  it('says before sending that a name is missing or a maximum is below its minimum', () => {
    const form: OptionsForm = structuredClone(optionsFormOf(itemOf(stored)));
    const [spice] = form.specifications;
    const group = form.addOnGroups[0];
    if (!spice || !group) throw new Error('the stored options have them');
    spice.values[1] = { nameEn: 'Numbing hot', nameZh: '' };
    group.minBuyNumber = '2';
    group.maxBuyNumber = '1';
    const { body, problems } = bodyOf(values(form));
    expect(body).toBeNull();
    expect(problems).toEqual([
      { path: 'item.specifications[0].values[1].name', code: 'A210' },
      { path: 'item.addOnGroups[0].maxBuyNumber', code: 'A213' },
    ]);
  });
});
