import { useEffect } from 'react';
import { PRODUCT_NAME } from './constants';

/** Sets the tab title to "<screen> · Nearbite" (just "Nearbite" without a screen title). */
export function useDocumentTitle(screenTitle: string | null): void {
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screenTitle]);
}
