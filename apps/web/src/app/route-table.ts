import type { ComponentType } from 'react';
import { type AppPath, paths } from '../shared/lib/paths';

export interface ScreenRoute {
  path: AppPath;
  /** i18n key of the screen title. */
  titleKey: `screens.${keyof typeof paths}`;
  /** Shown above the bottom tab bar. */
  tab: boolean;
}

const tabScreens: ReadonlySet<AppPath> = new Set([paths.home, paths.orders]);

/** Every route of both specifications, in the order they list them. */
export const screenRoutes: readonly ScreenRoute[] = (Object.keys(paths) as (keyof typeof paths)[]).map(
  (key) => ({ path: paths[key], titleKey: `screens.${key}`, tab: tabScreens.has(paths[key]) }),
);

/** A screen module: its default export is the screen. */
export type ScreenModule = { default: ComponentType };

/**
 * Screens built so far (besides home, which loads with the entry), each split into its own chunk.
 * Routes without a loader render the shared "coming soon" view.
 */
export const screenLoaders: Partial<Record<AppPath, () => Promise<ScreenModule>>> = {
  [paths.search]: () => import('./routes/search'),
  [paths.mapMode]: () => import('./routes/map-mode'),
  [paths.location]: () => import('./routes/location'),
  [paths.fail]: () => import('./routes/fail'),
  [paths.postDetail]: () => import('./routes/store'),
  [paths.postSearch]: () => import('./routes/store-search'),
  [paths.messageSettings]: () => import('../features/account/routes/message-settings-page'),
  [paths.deliveryAddress]: () => import('./routes/delivery-address'),
  [paths.postPickPoint]: () => import('./routes/pick-point'),
  [paths.cardList]: () => import('./routes/card-list'),
  [paths.cardEdit]: () => import('./routes/card-edit'),
  [paths.payment]: () => import('./routes/payment'),
  [paths.orders]: () => import('./routes/orders'),
  [paths.orderInfo]: () => import('./routes/order-info'),
  [paths.orderRefund]: () => import('./routes/order-refund'),
  [paths.orderReceipt]: () => import('./routes/order-receipt'),
};
