import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../shared/lib/paths';
import { RootLayout } from './layout/root-layout';
import { TabLayout } from './layout/tab-layout';
import { UnknownRoute } from './layout/unknown-route';
import { type ScreenRoute, screenLoaders, screenRoutes } from './route-table';
import { HomeRoute } from './routes/home';

// Screens are split from the home route; each one replaces ComingSoon as it gets built.
const ComingSoon = lazy(() => import('../shared/ui/coming-soon'));

const builtScreens: ReadonlySet<string> = new Set([paths.home]);

/** Built screens (route-table.ts `screenLoaders`), created once. */
const lazyScreens = new Map<string, ComponentType>(
  Object.entries(screenLoaders).map(([path, load]) => [path, lazy(load)]),
);

function screenElement(route: ScreenRoute, showHomeLink?: boolean) {
  const Screen = lazyScreens.get(route.path);
  return Screen ? <Screen /> : <ComingSoon titleKey={route.titleKey} showHomeLink={showHomeLink} />;
}

export function AppRoutes() {
  const pending = screenRoutes.filter((route) => !builtScreens.has(route.path));
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<TabLayout />}>
          <Route index element={<HomeRoute />} />
          {pending
            .filter((route) => route.tab)
            .map((route) => (
              <Route key={route.path} path={route.path} element={screenElement(route, false)} />
            ))}
        </Route>
        {pending
          .filter((route) => !route.tab)
          .map((route) => (
            <Route key={route.path} path={route.path} element={screenElement(route)} />
          ))}
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
