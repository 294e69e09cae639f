import { CART_INACTIVITY_CHECK_MS } from '@nearbite/domain/ordering-limits';
import { useEffect, useRef } from 'react';
import { isInactive } from './lib/inactivity';

/**
 * The cart's inactivity timer (specification section 4): it starts when the cart popup opens, restarts
 * on each change to the cart (`activity` changes), is checked every second, and calls `onTimeout` once
 * 10 minutes pass without activity. It keeps running after the popup closes, until it fires or the
 * store screen unmounts; opening the popup again restarts it.
 */
export function useInactivityTimer(open: boolean, activity: unknown, onTimeout: () => void): void {
  const since = useRef<number | null>(null);
  const callback = useRef(onTimeout);
  callback.current = onTimeout;

  useEffect(() => {
    if (open) since.current = Date.now();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: any change to the cart is activity.
  useEffect(() => {
    if (since.current !== null) since.current = Date.now();
  }, [activity]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!isInactive(since.current, Date.now())) return;
      since.current = null;
      callback.current();
    }, CART_INACTIVITY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
}
