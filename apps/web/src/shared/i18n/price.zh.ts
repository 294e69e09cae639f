import type { priceEn } from './price.en';
import type { Translation } from './translation';

/** Simplified Chinese texts of the `price` namespace (see price.en.ts). */
export const priceZh: Translation<typeof priceEn> = {
  title: '价格明细',
  subtotal: '商品小计',
  itemDiscount: '商品折扣',
  orderDiscount: '订单优惠',
  coupon: '优惠券',
  deliveryFee: '配送费',
  deliveryAwaitingAddress: '请选择地址',
  deliveryOutOfRange: '超出配送范围',
  smallOrderFee: '小单费',
  serviceFee: '服务费',
  tax: '税费',
  tip: '小费',
  points: '使用积分',
  pointsAmount_other: '{{count}}积分',
  total: '合计',
  totalBeforeDelivery: '合计（不含配送费）',
};
