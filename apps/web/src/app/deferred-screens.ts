import { loadCouponsTexts } from '../shared/i18n/coupons-texts';
import { loadOrderDetailTexts, loadOrdersTexts } from '../shared/i18n/orders-texts';
import { loadTexts } from '../shared/i18n/use-texts';
import { paths } from '../shared/lib/paths';
import { userStore } from '../shared/lib/user-store';
import { appQueryClient } from './providers';
import type { DeferredScreen, ScreenModule } from './route-table';

/**
 * The order screens' texts are asked for with the screen's chunk rather than when it runs, and an order
 * opened straight from its address (a first visit, a link from a text message) asks for the order too: the
 * answer and the texts arrive while the chunks do, instead of one after the other.
 */
function orderScreen(load: () => Promise<ScreenModule>, path: DeferredScreen): () => Promise<ScreenModule> {
  return () => {
    const { pathname, search } = window.location;
    const orderId = new URLSearchParams(search).get('orderId');
    // The order's request module is asked for first: over HTTP/1.1 a file waits for one of six connections,
    // and its two small files then go ahead of the texts and the screen's chunks. It is imported here, not
    // named at the top, so the entry's list of this chunk's files (the home route's bytes) stays as it is.
    if (path === paths.orderInfo && pathname === path && orderId && userStore.mightBeSignedIn()) {
      import('../features/order-detail/lib/order-detail-query').then(
        ({ prefetchOrderDetail }) => prefetchOrderDetail(appQueryClient, orderId),
        () => undefined,
      );
    }
    void (path === paths.orderInfo ? loadOrderDetailTexts() : loadOrdersTexts());
    return load();
  };
}

/** A screen whose texts (`load`) are asked for with its chunk, not once it runs. */
function withTexts(
  texts: () => Promise<void>,
  load: () => Promise<ScreenModule>,
): () => Promise<ScreenModule> {
  return () => {
    void texts();
    return load();
  };
}

/**
 * The loaders of the screens route-table.ts defers: this module is its own chunk, so the lists of
 * files each screen preloads stay out of the home route's entry.
 */
export const deferredScreenLoaders: Record<DeferredScreen, () => Promise<ScreenModule>> = {
  '/search': withTexts(
    () => loadTexts('search'),
    () => import('./routes/search'),
  ),
  '/mapMode': () => import('./routes/map-mode'),
  '/fail': withTexts(loadCouponsTexts, () => import('./routes/fail')),
  '/post/search': () => import('./routes/store-search'),
  '/messageSettings': withTexts(
    () => loadTexts('account'),
    () => import('../features/account/routes/message-settings-page'),
  ),
  '/privacy': withTexts(
    () => loadTexts(['account', 'privacy']),
    () => import('../features/account/routes/privacy-page'),
  ),
  '/deliveryAddress': () => import('./routes/delivery-address'),
  '/post/pickPoint': () => import('./routes/pick-point'),
  '/card/list': () => import('./routes/card-list'),
  '/card/edit': () => import('./routes/card-edit'),
  '/payment': () => import('./routes/payment'),
  '/orders': orderScreen(() => import('./routes/orders'), paths.orders),
  '/order/info': orderScreen(() => import('./routes/order-info'), paths.orderInfo),
  '/order/refund': orderScreen(() => import('./routes/order-refund'), paths.orderRefund),
  '/order/receipt': orderScreen(() => import('./routes/order-receipt'), paths.orderReceipt),
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
