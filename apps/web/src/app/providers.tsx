import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRefreshUserOnStart } from '../features/auth/current-user';
import { createQueryClient } from '../shared/lib/query-client';

function SessionRefresh() {
  useRefreshUserOnStart();
  return null;
}

/** The app's one query client: route loaders (deferred-screens.ts) start a screen's first request with it. */
export const appQueryClient = createQueryClient();

/** App-wide providers. i18n is bound globally (shared/i18n/i18n.ts); antd-mobile's locale is set with it (shared/ui/antd-setup.ts). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={appQueryClient}>
      <SessionRefresh />
      {children}
    </QueryClientProvider>
  );
}
