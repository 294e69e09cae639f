import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../shared/ui/page-loading';
import { Splash } from './splash';

/** Every screen: the splash on first load, lazy screens behind one loading view, scroll reset. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Splash />
    </>
  );
}
