import { type ComponentType, Fragment, lazy, type ReactNode } from 'react';
import { useLocation, WithLayout } from '../shared/lib/history-router';
import { paths } from '../shared/lib/paths';
import { RootLayout } from './layout/root-layout';
import { TabLayout } from './layout/tab-layout';
import { UnknownRoute } from './layout/unknown-route';
import { type ScreenRoute, screenLoaders, screenRoutes } from './route-table';
import { HomeRoute } from './routes/home';

// Screens are split from the home route; each one replaces ComingSoon as it gets built.
const ComingSoon = lazy(() => import('../shared/ui/coming-soon'));

/** Built screens (route-table.ts `screenLoaders`), created once. */
const lazyScreens = new Map<string, ComponentType>(
  Object.entries(screenLoaders).map(([path, load]) => [path, lazy(load)]),
);

/** The routes by their path in lower case: paths match whatever their case, as they did under react-router. */
const routesByPath = new Map<string, ScreenRoute>(
  screenRoutes.map((route) => [route.path.toLowerCase(), route]),
);

/** The route a pathname shows (trailing slashes ignored), if any. */
export function routeFor(pathname: string): ScreenRoute | undefined {
  return routesByPath.get(pathname.replace(/\/+$/, '').toLowerCase() || paths.home);
}

function screenElement(route: ScreenRoute): ReactNode {
  if (route.path === paths.home) return <HomeRoute />;
  const Screen = lazyScreens.get(route.path);
  return Screen ? <Screen /> : <ComingSoon titleKey={route.titleKey} showHomeLink={!route.tab} />;
}

/** The screen of the address bar's path inside its layouts; unknown paths go back (or home). */
export function AppRoutes() {
  const route = routeFor(useLocation().pathname);
  // Keyed by path: moving to another route starts its screen afresh even where two share a component.
  const screen = route ? <Fragment key={route.path}>{screenElement(route)}</Fragment> : <UnknownRoute />;
  return (
    <WithLayout layout={<RootLayout />}>
      {route?.tab ? <WithLayout layout={<TabLayout />}>{screen}</WithLayout> : screen}
    </WithLayout>
  );
}
