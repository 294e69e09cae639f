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

/** Screens reached through deferred-screens.ts: every built screen but the two the entry names itself. */
export const DEFERRED_SCREENS = [
  paths.search,
  paths.mapMode,
  paths.fail,
  paths.postSearch,
  paths.messageSettings,
  paths.privacy,
  paths.deliveryAddress,
  paths.postPickPoint,
  paths.cardList,
  paths.cardEdit,
  paths.payment,
  paths.orders,
  paths.orderInfo,
  paths.orderRefund,
  paths.orderReceipt,
  paths.couponGet,
  paths.couponList,
  paths.success,
  paths.demo,
  paths.integralCard,
  paths.integralMine,
  paths.integralDescribe,
  paths.integralCovers,
  paths.integralCoverInfo,
  paths.integralDetails,
] as const;

export type DeferredScreen = (typeof DEFERRED_SCREENS)[number];

const deferred = (path: DeferredScreen) => () =>
  import('./deferred-screens').then((module) => module.deferredScreenLoaders[path]());

/**
 * Screens built so far (besides home, which loads with the entry), each split into its own chunk.
 * Routes without a loader render the shared "coming soon" view. The entry lists every directly
 * imported chunk with its preload files, which the home route pays for; so only the store page
 * (opened straight from links, with its own Lighthouse budget) and the location screen (the first
 * step from home) are named here, and the rest go through one small extra chunk.
 */
export const screenLoaders: Partial<Record<AppPath, () => Promise<ScreenModule>>> = {
  [paths.postDetail]: () => import('./routes/store'),
  [paths.location]: () => import('./routes/location'),
  ...Object.fromEntries(DEFERRED_SCREENS.map((path) => [path, deferred(path)])),
};
