import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../shared/lib/paths';
import { RootLayout } from './layout/root-layout';
import { TabLayout } from './layout/tab-layout';
import { UnknownRoute } from './layout/unknown-route';
import { screenRoutes } from './route-table';
import { HomeRoute } from './routes/home';

// Screens are split from the home route; each one replaces ComingSoon as it gets built.
const ComingSoon = lazy(() => import('../shared/ui/coming-soon'));

const builtScreens: ReadonlySet<string> = new Set([paths.home]);

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
              <Route
                key={route.path}
                path={route.path}
                element={<ComingSoon titleKey={route.titleKey} showHomeLink={false} />}
              />
            ))}
        </Route>
        {pending
          .filter((route) => !route.tab)
          .map((route) => (
            <Route key={route.path} path={route.path} element={<ComingSoon titleKey={route.titleKey} />} />
          ))}
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
