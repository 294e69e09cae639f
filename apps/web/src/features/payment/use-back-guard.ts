import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from '../../shared/lib/history-router';
import { orderInfoPath } from './lib/payment-rules';

interface GuardState {
  paymentGuard?: boolean;
}

/**
 * Leaving payment with the browser's back button goes to the order (the header's back button does so
 * itself). The router unmounts a screen inside the popstate event, before any listener of the screen
 * could run, so the screen puts a second entry of itself on the history instead: going back lands on
 * the first entry, still on this screen, which then replaces it with the order.
 */
export function useBackGuard(orderId: string | null, leaveTo: (path: string) => void) {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { key, pathname, search, state } = useLocation();
  const guarded = (state as GuardState | null)?.paymentGuard === true;
  const seenKey = useRef<string | null>(null);
  const pushed = useRef(false);
  useEffect(() => {
    if (!orderId) return;
    const previous = seenKey.current;
    seenKey.current = key;
    // First run (twice under StrictMode): add the guard entry unless this is one already.
    if (previous === null || previous === key) {
      if (!guarded && !pushed.current) {
        pushed.current = true;
        void navigate(`${pathname}${search}`, { state: { paymentGuard: true } satisfies GuardState });
      }
      return;
    }
    if (!guarded && navigationType === 'POP') leaveTo(orderInfoPath(orderId));
  }, [orderId, key, guarded, navigationType, pathname, search, navigate, leaveTo]);
}
