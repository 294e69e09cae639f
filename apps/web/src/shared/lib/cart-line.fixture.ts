import type { CartLine } from './cart-line';

/** A cart line for tests: a plain $5.45 item, one unit; override what a test is about. */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    wantIndex: 'w1',
    goodsId: 'tea',
    goodsName: 'Classic Milk Tea',
    categoryId: 'drinks',
    thumbnail: null,
    timedMenuId: null,
    chooseSpecList: [],
    chooseAttrList: [],
    chooseAddOnList: [],
    remarks: '',
    goodsNumber: 1,
    price: 545,
    takeawayPrice: null,
    addPrice: 0,
    originPrice: null,
    originTakeawayPrice: null,
    discountPercent: null,
    minBuyNumber: 1,
    maxBuyNumber: null,
    stockNumber: null,
    specifiedTax: null,
    deliveryNotSupported: false,
    canCover: false,
    isCover: false,
    usePoint: null,
    ...overrides,
  };
}
