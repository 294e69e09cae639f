/** English texts of the native-app banner: the `appBanner` namespace, loaded with it. */
export const appBannerEn = {
  title: 'Nearbite app',
  subtitle: 'Order faster in the app',
  open: 'Open in app',
  close: 'Close banner',
};
