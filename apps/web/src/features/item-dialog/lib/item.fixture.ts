import type { CommodityDto } from '@nearbite/contract/menu';

/** Test items of the item dialog's rules. */
export const everyDay = Array.from({ length: 7 }, () => [[0, 86_400_000] as [number, number]]);
export const never = Array.from({ length: 7 }, () => [] as [number, number][]);

/** A milk tea with every kind of choice: two required specifications, a sized attribute, add-ins. */
export function milkTea(overrides: Partial<CommodityDto> = {}): CommodityDto {
  return {
    id: 'tea',
    businessId: 'store',
    categoryId: 'drinks',
    name: 'Classic Milk Tea',
    description: null,
    thumbnail: null,
    images: [],
    price: 545,
    takeawayPrice: 500,
    originPrice: null,
    originTakeawayPrice: null,
    discountPercent: null,
    stockNumber: 10,
    minBuyNumber: 1,
    maxBuyNumber: null,
    deliveryNotSupported: false,
    supportsExchange: true,
    soldOut: false,
    hasOptions: true,
    specifications: [
      {
        id: 'sweet',
        name: 'Sweetness',
        values: [
          { id: 's0', name: '0%' },
          { id: 's50', name: '50%' },
        ],
        singularity: true,
        required: true,
        maxSelected: 1,
      },
      {
        id: 'ice',
        name: 'Ice',
        values: [
          { id: 'no', name: 'No ice' },
          { id: 'less', name: 'Less ice' },
        ],
        singularity: true,
        required: false,
        maxSelected: 1,
      },
      {
        id: 'top',
        name: 'Toppings',
        values: [
          { id: 't1', name: 'Boba' },
          { id: 't2', name: 'Mochi' },
          { id: 't3', name: 'Red bean' },
        ],
        singularity: false,
        required: true,
        maxSelected: 2,
      },
    ],
    attributes: [
      {
        id: 'size',
        name: 'Size',
        values: [
          { id: 'reg', name: 'Regular', price: 0, stockNumber: 0 },
          { id: 'large', name: 'Large', price: 250, stockNumber: 3 },
        ],
      },
    ],
    addOns: [
      {
        id: 'adds',
        name: 'Add-ins',
        minBuyNumber: 1,
        maxBuyNumber: 3,
        values: [
          { id: 'pearls', name: 'Pearls', price: 75, minBuyNumber: 0, maxBuyNumber: 2 },
          { id: 'foam', name: 'Cheese foam', price: 125, minBuyNumber: 0, maxBuyNumber: 1 },
        ],
      },
    ],
    timedMenuId: { id: 'allDay', name: 'All day', openHours: everyDay },
    specifiedTax: null,
    canJoin: true,
    ...overrides,
  };
}
