import { en } from './en';
import { namespaceTexts } from './translation';

/**
 * The namespaces several features read, so they live here rather than in one feature. English common
 * texts (`translation`) ship with the entry; every other file is a chunk fetched when a screen asks for
 * its namespace, and Chinese files only by Chinese browsers.
 */
export const sharedTexts = {
  translation: namespaceTexts(
    async () => en,
    () => import('./zh').then((m) => m.zh),
  ),
  errors: namespaceTexts(
    () => import('@nearbite/api-client/errors.en').then((m) => m.errorTextsEn),
    () => import('@nearbite/api-client/errors.zh').then((m) => m.errorTextsZh),
  ),
  price: namespaceTexts(
    () => import('./price.en').then((m) => m.priceEn),
    () => import('./price.zh').then((m) => m.priceZh),
  ),
  orders: namespaceTexts(
    () => import('./orders.en').then((m) => m.ordersEn),
    () => import('./orders.zh').then((m) => m.ordersZh),
  ),
  orderInfo: namespaceTexts(
    () => import('./order-info.en').then((m) => m.orderInfoEn),
    () => import('./order-info.zh').then((m) => m.orderInfoZh),
  ),
  cards: namespaceTexts(
    () => import('./cards.en').then((m) => m.cardsEn),
    () => import('./cards.zh').then((m) => m.cardsZh),
  ),
  points: namespaceTexts(
    () => import('./points.en').then((m) => m.pointsEn),
    () => import('./points.zh').then((m) => m.pointsZh),
  ),
  store: namespaceTexts(
    () => import('./store.en').then((m) => m.storeEn),
    () => import('./store.zh').then((m) => m.storeZh),
  ),
  orderAgain: namespaceTexts(
    () => import('./order-again.en').then((m) => m.orderAgainEn),
    () => import('./order-again.zh').then((m) => m.orderAgainZh),
  ),
  item: namespaceTexts(
    () => import('./item.en').then((m) => m.itemEn),
    () => import('./item.zh').then((m) => m.itemZh),
  ),
  fail: namespaceTexts(
    () => import('./fail.en').then((m) => m.failEn),
    () => import('./fail.zh').then((m) => m.failZh),
  ),
};
