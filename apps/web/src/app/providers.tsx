import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useRefreshUserOnStart } from '../features/auth/current-user';
import { createQueryClient } from '../shared/lib/query-client';

function SessionRefresh() {
  useRefreshUserOnStart();
  return null;
}

/** App-wide providers. i18n is bound globally (shared/i18n/i18n.ts); antd-mobile's locale is set with it (shared/ui/antd-setup.ts). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRefresh />
      {children}
    </QueryClientProvider>
  );
}
