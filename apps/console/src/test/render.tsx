import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { languageStore } from '../shared/i18n/language';

/** Renders a console component as the app does: a query client (no retries) and a router, in `language`. */
export function renderConsole(ui: ReactElement, language: 'en' | 'zh' = 'en') {
  languageStore.set(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
