import { WELCOME_GIFT_DELAY_MS } from '@nearbite/domain/app-constants';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { GiftLoginDialogProps } from './gift-flow';

const GiftGate = lazy(() => import('./gift-gate'));

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
 * halfway nothing of the gift is loaded: this part is only the timer. Halfway the deciding part
 * mounts without showing anything: its code, the package's answer and the dialog's code arrive
 * then, so the gift opens at 2 s rather than 2 s plus their download (what Speed Index would count).
 */
export function WelcomeGift({ loginDialog }: WelcomeGiftProps) {
  const [stage, setStage] = useState<'waiting' | 'preparing' | 'due'>('waiting');
  useEffect(() => {
    const prepare = window.setTimeout(
      () => setStage((current) => (current === 'waiting' ? 'preparing' : current)),
      WELCOME_GIFT_DELAY_MS / 2,
    );
    const timer = window.setTimeout(() => setStage('due'), WELCOME_GIFT_DELAY_MS);
    return () => {
      window.clearTimeout(prepare);
      window.clearTimeout(timer);
    };
  }, []);
  if (stage === 'waiting') return null;
  return (
    <Suspense fallback={null}>
      <GiftGate due={stage === 'due'} loginDialog={loginDialog} />
    </Suspense>
  );
}
