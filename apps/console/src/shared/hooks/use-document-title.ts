import { useEffect } from 'react';

/** Sets the tab's title while the screen is shown: "Board · Nearbite Console". */
export function useDocumentTitle(title: string, appName: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
