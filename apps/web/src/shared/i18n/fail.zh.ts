import type { failEn } from './fail.en';
import type { Translation } from './translation';

/** Chinese texts of the failure view. */
export const failZh: Translation<typeof failEn> = {
  generic: { title: '出错了', text: '请返回后重试。' },
  table: { title: '餐桌不可用', text: '该餐桌不可用，请重新扫描桌上的二维码。' },
  integralCard: { title: '积分卡不可用', text: '无法打开该积分卡，请稍后再试。' },
  integralCover: { title: '兑换不可用', text: '无法打开该兑换记录，请稍后再试。' },
  integralDetails: { title: '积分明细不可用', text: '积分明细加载失败，请稍后再试。' },
  coupons: { title: '优惠券不可用', text: '优惠券加载失败，请稍后再试。' },
  deliveryAddress: { title: '地址不可用', text: '无法打开该收货地址，请重新添加。' },
  search: { title: '搜索不可用', text: '搜索暂时不可用，请稍后再试。' },
};
