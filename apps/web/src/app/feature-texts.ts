import { addTextLoaders } from '../shared/i18n/i18n';
import { namespaceTexts } from '../shared/i18n/translation';

/**
 * The namespaces one feature owns, in that feature's `texts/` folder. The shared i18n setup may not import
 * features, so the app hands it their loaders; each file stays its own chunk, fetched on first use.
 */
export const featureTexts = {
  checkout: namespaceTexts(
    () => import('../features/checkout/texts/checkout.en').then((m) => m.checkoutEn),
    () => import('../features/checkout/texts/checkout.zh').then((m) => m.checkoutZh),
  ),
  coupons: namespaceTexts(
    () => import('../features/coupons/texts/coupons.en').then((m) => m.couponsEn),
    () => import('../features/coupons/texts/coupons.zh').then((m) => m.couponsZh),
  ),
  refund: namespaceTexts(
    () => import('../features/refund/texts/refund.en').then((m) => m.refundEn),
    () => import('../features/refund/texts/refund.zh').then((m) => m.refundZh),
  ),
  receipt: namespaceTexts(
    () => import('../features/receipt/texts/receipt.en').then((m) => m.receiptEn),
    () => import('../features/receipt/texts/receipt.zh').then((m) => m.receiptZh),
  ),
  payment: namespaceTexts(
    () => import('../features/payment/texts/payment.en').then((m) => m.paymentEn),
    () => import('../features/payment/texts/payment.zh').then((m) => m.paymentZh),
  ),
  goodsSearch: namespaceTexts(
    () => import('../features/store/texts/goods-search.en').then((m) => m.goodsSearchEn),
    () => import('../features/store/texts/goods-search.zh').then((m) => m.goodsSearchZh),
  ),
  account: namespaceTexts(
    () => import('../features/account/texts/account.en').then((m) => m.accountEn),
    () => import('../features/account/texts/account.zh').then((m) => m.accountZh),
  ),
  privacy: namespaceTexts(
    () => import('../features/account/texts/privacy.en').then((m) => m.privacyEn),
    () => import('../features/account/texts/privacy.zh').then((m) => m.privacyZh),
  ),
  search: namespaceTexts(
    () => import('../features/search/texts/search.en').then((m) => m.searchEn),
    () => import('../features/search/texts/search.zh').then((m) => m.searchZh),
  ),
  appBanner: namespaceTexts(
    () => import('../features/app-banner/texts/app-banner.en').then((m) => m.appBannerEn),
    () => import('../features/app-banner/texts/app-banner.zh').then((m) => m.appBannerZh),
  ),
  cart: namespaceTexts(
    () => import('../features/cart/texts/cart.en').then((m) => m.cartEn),
    () => import('../features/cart/texts/cart.zh').then((m) => m.cartZh),
  ),
};

addTextLoaders(featureTexts);
