import { STORE_PAGE_PATH } from '@nearbite/domain/app-constants';

/** Every route of the product, spelled as the specifications spell them (`/sucess` included). */
export const paths = {
  home: '/',
  orders: '/orders',
  search: '/search',
  mapMode: '/mapMode',
  location: '/location',
  postDetail: STORE_PAGE_PATH,
  postSearch: '/post/search',
  postPickPoint: '/post/pickPoint',
  orderInfo: '/order/info',
  orderRefund: '/order/refund',
  orderReceipt: '/order/receipt',
  payment: '/payment',
  messageSettings: '/messageSettings',
  /** Ours, not the specifications': the privacy screen the user menu's privacy entry opens (issue 13). */
  privacy: '/privacy',
  cardList: '/card/list',
  cardEdit: '/card/edit',
  couponGet: '/coupon/get',
  couponList: '/coupon/list',
  integralCard: '/integral/card',
  integralMine: '/integral/mine',
  integralDescribe: '/integral/describe',
  integralCovers: '/integral/covers',
  integralCoverInfo: '/integral/coverInfo',
  integralDetails: '/integral/details',
  deliveryAddress: '/deliveryAddress',
  fail: '/fail',
  success: '/sucess',
  demo: '/demo',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
