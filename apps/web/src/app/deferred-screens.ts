import type { DeferredScreen, ScreenModule } from './route-table';

/**
 * The loaders of the screens route-table.ts defers: this module is its own chunk, so the lists of
 * files each screen preloads stay out of the home route's entry.
 */
export const deferredScreenLoaders: Record<DeferredScreen, () => Promise<ScreenModule>> = {
  '/search': () => import('./routes/search'),
  '/mapMode': () => import('./routes/map-mode'),
  '/fail': () => import('./routes/fail'),
  '/post/search': () => import('./routes/store-search'),
  '/messageSettings': () => import('../features/account/routes/message-settings-page'),
  '/privacy': () => import('../features/account/routes/privacy-page'),
  '/deliveryAddress': () => import('./routes/delivery-address'),
  '/post/pickPoint': () => import('./routes/pick-point'),
  '/card/list': () => import('./routes/card-list'),
  '/card/edit': () => import('./routes/card-edit'),
  '/payment': () => import('./routes/payment'),
  '/orders': () => import('./routes/orders'),
  '/order/info': () => import('./routes/order-info'),
  '/order/refund': () => import('./routes/order-refund'),
  '/order/receipt': () => import('./routes/order-receipt'),
  '/coupon/get': () => import('./routes/coupon-get'),
  '/coupon/list': () => import('./routes/coupon-list'),
  '/sucess': () => import('./routes/success'),
  '/demo': () => import('./routes/demo'),
  '/integral/card': () => import('./routes/integral-card'),
  '/integral/mine': () => import('./routes/integral-mine'),
  '/integral/describe': () => import('./routes/integral-describe'),
  '/integral/covers': () => import('./routes/integral-covers'),
  '/integral/coverInfo': () => import('./routes/integral-cover-info'),
  '/integral/details': () => import('./routes/integral-details'),
};
