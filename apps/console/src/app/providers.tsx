import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { meKey } from '../shared/hooks/use-me';
import { commonTexts } from '../shared/i18n/common-texts';
import { loadErrorTexts } from '../shared/i18n/error-texts';
import { htmlLangFor, languageStore, useLanguage } from '../shared/i18n/language';
import { useTexts } from '../shared/i18n/texts';
import { createQueryClient } from '../shared/lib/query-client';
import { sessionEvents } from '../shared/lib/session-events';
import { ToastHost } from '../shared/ui/toast';

/**
 * What follows the session and the language: a 401 anywhere shows the sign-in screen; a new language
 * refetches what the server answers in words (store names), sets the page's lang, and loads its error texts.
 */
function SessionAndLanguage() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  useEffect(() => sessionEvents.onSignedOut(() => queryClient.setQueryData(meKey, null)), [queryClient]);
  useEffect(() => {
    document.documentElement.lang = htmlLangFor(language);
    void loadErrorTexts(language).catch(() => undefined);
  }, [language]);
  useEffect(
    () =>
      languageStore.subscribe(() => {
        void queryClient.invalidateQueries();
      }),
    [queryClient],
  );
  return null;
}

function Toasts() {
  const common = useTexts(commonTexts);
  return <ToastHost closeLabel={common.close} />;
}

/** The console's providers: one query client for the page. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionAndLanguage />
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
