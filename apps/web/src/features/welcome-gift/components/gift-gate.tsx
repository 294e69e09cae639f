import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { sessionStore } from '../../../shared/lib/browser-storage';
import { releasePromptTurn, takePromptTurn, usePromptTurnFree } from '../../../shared/lib/prompt-turn';
import { useUser } from '../../../shared/lib/user-store';
import { useNewUserPackage } from '../api';
import { isGiftClosedThisSession, isPackageActive, wantsGiftPrompt } from '../lib/eligibility';
import type { GiftLoginDialogProps } from './gift-flow';

const loadGiftFlow = () => import('./gift-flow');
const GiftFlow = lazy(loadGiftFlow);

/** A sheet the visitor opened (sign-in, account menu…) goes first: the gift waits until it closes. */
const QUIET_MS = 300;
const TURN = 'welcomeGift';

export interface GiftGateProps {
  /** The 2 s are up: until then the gate gets ready (the package, the dialog's code) and shows nothing. */
  due: boolean;
  loginDialog: ComponentType<GiftLoginDialogProps>;
}

/**
 * Decides whether the gift shows: the package is active (packageStatus 1) and the visitor wants it
 * (not received, prompts not stopped, not closed in this browser session), once no other sheet
 * covers the page. Once shown, the flow
 * stays until it ends, whatever the user becomes meanwhile (signed in, gift received).
 */
export default function GiftGate({ due, loginDialog }: GiftGateProps) {
  const user = useUser();
  const [phase, setPhase] = useState<'deciding' | 'open' | 'done'>('deciding');
  const wanted = phase === 'deciding' && wantsGiftPrompt(user, isGiftClosedThisSession(sessionStore));
  const { data } = useNewUserPackage(wanted);
  // The dialog's code downloads while the package is asked for, not after.
  useEffect(() => {
    if (wanted) void loadGiftFlow().catch(() => undefined);
  }, [wanted]);
  const free = usePromptTurnFree(QUIET_MS);
  if (due && phase === 'deciding' && wanted && free && isPackageActive(data) && takePromptTurn(TURN))
    setPhase('open');
  useEffect(() => {
    if (phase === 'done') releasePromptTurn(TURN);
  }, [phase]);
  useEffect(() => () => releasePromptTurn(TURN), []);
  if (phase !== 'open' || !data) return null;
  return (
    <Suspense fallback={null}>
      <GiftFlow coupons={data.coupons} loginDialog={loginDialog} onFinished={() => setPhase('done')} />
    </Suspense>
  );
}
