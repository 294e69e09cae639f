import type { Translation } from '../../../shared/i18n/translation';
import type { cartEn } from './cart.en';

/** Simplified Chinese texts of the `cart` namespace (see cart.en.ts). */
export const cartZh: Translation<typeof cartEn> = {
  title: '购物车',
  open_other: '打开购物车，共{{count}}件',
  empty: '购物车是空的',
  total: '合计 {{total}}',
  originalTotal: '优惠前 {{total}}',
  checkout: '去结算',
  closed: '已打烊',
  needRequired: '请先添加{{category}}中的商品',
  needRequiredGeneric: '请先添加必选商品',
  clear: '清空',
  clearConfirm: '确定清空购物车吗？',
  clearButton: '清空购物车',
  remove: '删除',
  removeConfirm: '确定从购物车删除{{name}}吗？',
  decrease: '减少一份{{name}}',
  increase: '增加一份{{name}}',
  count: '{{count}} × {{name}}',
  edit: '修改{{name}}',
  more: '更多',
  less: '收起',
  note: '备注：{{note}}',
  lines: '购物车中的商品',
  inactiveTitle: '还在吗？',
  inactive: '购物车已打开10分钟，价格和库存可能已变化，我们已为您刷新菜单。',
  ok: '知道了',
};
