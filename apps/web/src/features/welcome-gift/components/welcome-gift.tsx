import { WELCOME_GIFT_DELAY_MS } from '@nearbite/domain/app-constants';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { GiftLoginDialogProps } from './gift-flow';

const loadGiftGate = () => import('./gift-gate');
const GiftGate = lazy(loadGiftGate);

export type { GiftLoginDialogProps };

export interface WelcomeGiftProps {
  /**
   * The app's sign-in sheet (features/auth LoginDialog, best lazily:
   * `lazy(() => import('…/features/auth/components/login-dialog'))`), opened when a signed-out
   * visitor claims. Passed in because features do not import each other.
   */
  loginDialog: ComponentType<GiftLoginDialogProps>;
}

/**
 * Mount on home. About 2 s after home loads (WELCOME_GIFT_DELAY_MS), offers the welcome gift when
 * the package is active and the visitor has neither received it nor stopped its prompts. Until
 * then nothing of the gift is loaded: this part is only the timer.
 */
export function WelcomeGift({ loginDialog }: WelcomeGiftProps) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    // The deciding code is fetched halfway, so the gift is not late for its download.
    const preload = window.setTimeout(
      () => void loadGiftGate().catch(() => undefined),
      WELCOME_GIFT_DELAY_MS / 2,
    );
    const timer = window.setTimeout(() => setDue(true), WELCOME_GIFT_DELAY_MS);
    return () => {
      window.clearTimeout(preload);
      window.clearTimeout(timer);
    };
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <GiftGate loginDialog={loginDialog} />
    </Suspense>
  );
}
