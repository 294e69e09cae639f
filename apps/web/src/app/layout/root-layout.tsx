import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { usePostLoginPrompt } from '../../features/account/use-post-login-prompt';
import { currentUserKey } from '../../features/auth/current-user';
import { loadTracking } from '../../features/tracking/use-home-tracking';
import { afterLoad } from '../../shared/lib/after-load';
import { Outlet, useLocation } from '../../shared/lib/history-router';
import { paths } from '../../shared/lib/paths';
import { keepsStoreShell, removeStoreShell } from '../../shared/lib/store-shell';
import { PageLoading } from '../../shared/ui/page-loading';
import { Splash } from './splash';

// Loaded after the page: none of these weigh on the home route's first load or first paint.
const AppExtras = lazy(() => import('../../features/app-banner/components/app-extras'));
const PostLoginDialog = lazy(() => import('../../features/account/components/post-login-dialog'));

const tabPaths: ReadonlySet<string> = new Set([paths.home, paths.orders]);

/**
 * Every screen: the splash on first load, lazy screens behind one loading view, scroll reset; the
 * native-app banner (not on the receipt) and the production-host redirect of the home tab; the
 * advertising source of any landing address; the dialog owed after a sign-in.
 */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const route = pathname.toLowerCase();

  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
    if (!keepsStoreShell(pathname)) removeStoreShell();
  }, [pathname]);

  useEffect(() => {
    if (!search.includes('adSource')) return;
    loadTracking().then(
      (tracking) => tracking.captureAdSourceFromPage(),
      () => undefined,
    );
  }, [search]);

  // The start-up GET /user restores a kept session: that is not a sign-in.
  const isRestoringSession = useCallback(
    () => queryClient.isFetching({ queryKey: currentUserKey }) > 0,
    [queryClient],
  );
  const postLogin = usePostLoginPrompt(isRestoringSession);

  // The banner and the redirect need GET /configs/client: asked once the page has loaded.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);

  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {loaded ? (
        <Suspense fallback={null}>
          <AppExtras
            onHomeTab={route === paths.home}
            bannerHidden={route === paths.orderReceipt.toLowerCase()}
            aboveTabBar={tabPaths.has(route)}
          />
        </Suspense>
      ) : null}
      {postLogin.prompt ? (
        <Suspense fallback={null}>
          <PostLoginDialog prompt={postLogin.prompt} onDone={postLogin.done} />
        </Suspense>
      ) : null}
      <Splash />
    </>
  );
}
