import { useEffect, useRef } from 'react';
import { afterLoad } from '../../shared/lib/after-load';

/** The tracking work, loaded after the first render (it never delays the home screen). */
export const loadTracking = () => import('./tracking');

/**
 * Mount on home: each visit reports a page view (homePv) and, once per browser per day, a unique
 * visitor (homeUv), with the remembered advertising source (or null). An `adSource` in the address
 * is remembered first (the first one this browser saw wins) and removed from the address bar.
 * Failures are silent.
 */
export function useHomeTracking(): void {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return; // effects run twice in development
    reported.current = true;
    // Counted once the page has loaded: statistics never compete with the first screen.
    afterLoad(() => {
      loadTracking().then(
        (tracking) => tracking.trackHomeVisit(),
        () => undefined,
      );
    });
  }, []);
}
