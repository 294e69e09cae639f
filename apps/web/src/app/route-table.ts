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
