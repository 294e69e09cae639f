import { Suspense } from 'react';
import { Outlet } from '../../shared/lib/history-router';
import { PageLoading } from '../../shared/ui/page-loading';
import { TabBar } from './tab-bar';

/** Home and Orders: the screen above a fixed bottom tab bar that stays while a screen loads. */
export function TabLayout() {
  return (
    <div className="nb-tab-layout">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <TabBar />
    </div>
  );
}
