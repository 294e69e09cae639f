import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, Suspense } from 'react';
import type { AppLanguage } from '../shared/i18n/language';
import { MemoryRouter } from '../shared/lib/history-router';
import { loadTextsFor } from './texts';

export interface RenderOptions {
  /** The language the diner reads; English unless a test says otherwise. */
  language?: AppLanguage;
  /** Where the router starts. */
  path?: string;
}

/**
 * Renders a screen part the way the app mounts it: texts in, a fresh query cache (no retries, so a
 * refused call shows at once), a router, and a Suspense boundary for lazily loaded parts.
 */
export async function renderInApp(ui: ReactElement, options: RenderOptions = {}) {
  await loadTextsFor(options.language ?? 'en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const tree = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <Suspense fallback={<p role="status">Loading</p>}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>
  );
  // An awaited act lets parts that suspend on their texts (use(promise)) resume, as React 19 asks.
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(tree);
  });
  if (!view) throw new Error('render did not run');
  return { ...view, user, queryClient };
}
