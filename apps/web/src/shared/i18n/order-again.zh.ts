import type { orderAgainEn } from './order-again.en';
import type { Translation } from './translation';

/** Simplified Chinese texts of the `orderAgain` namespace (see order-again.en.ts). */
export const orderAgainZh: Translation<typeof orderAgainEn> = {
  refilled_other: '已将该订单的{{count}}件商品重新加入购物车。',
  unavailableTitle_other: '有{{count}}件商品无法加入',
  noneTitle: '该订单的商品目前都无法购买',
  reducedTitle: '部分商品库存不足',
  added_other: '其余{{count}}件商品已加入购物车。',
  line: '{{name}}：{{reason}}',
  reason: {
    removed: '已下架',
    soldOut: '已售罄',
    notServed: '当前时段不供应',
    optionsChanged: '规格或选项已变更',
    reduced: '剩余数量少于您上次所点',
  },
  replaceTitle: '再来一单',
  replace: '要用该订单的商品替换购物车中的商品吗？',
  replaceConfirm: '替换',
  ok: '知道了',
  failed: '订单加载失败，无法再来一单',
};
