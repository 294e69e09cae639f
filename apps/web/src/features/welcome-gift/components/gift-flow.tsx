import type { UserDto } from '@nearbite/contract/auth';
import type { CouponDto } from '@nearbite/contract/coupons';
import { type ComponentType, Suspense } from 'react';
import { offerShown } from '../lib/gift-steps';
import { useGiftFlow } from '../use-gift-flow';
import { GiftOffer, GiftReceived } from './gift-modals';
import './welcome-gift.css';

/** What the gift needs of the app's sign-in sheet (features/auth LoginDialog). */
export interface GiftLoginDialogProps {
  visible: boolean;
  onClose: () => void;
  onSignedIn?: (user: UserDto) => void;
}

export interface GiftFlowProps {
  coupons: readonly CouponDto[];
  loginDialog: ComponentType<GiftLoginDialogProps>;
  onFinished: () => void;
}

/**
 * The welcome gift from offer to received coupons. Signed in, Claim claims at once. Signed out,
 * Claim opens the sign-in sheet; after the sign-in the gift is claimed automatically, or, when that
 * account already received it, an "already claimed" notice shows. After claiming, the received
 * coupons show and the user is reloaded. Closing the offer stops it for this browser session and,
 * for a signed-in user, for good (POST /user/newUserPackage/dismissal).
 */
export default function GiftFlow({ coupons, loginDialog: LoginDialog, onFinished }: GiftFlowProps) {
  const flow = useGiftFlow(coupons, onFinished);
  const { step } = flow;
  return (
    <>
      {offerShown(step, flow.loginMounted) ? (
        <GiftOffer
          coupons={coupons}
          claiming={step === 'claiming'}
          onClaim={flow.onClaim}
          onClose={flow.onClose}
        />
      ) : null}
      {step === 'received' ? <GiftReceived coupons={flow.received} onDone={() => flow.finish()} /> : null}
      {flow.loginMounted ? (
        <Suspense fallback={null}>
          <LoginDialog visible={step === 'login'} onClose={flow.onLoginClose} onSignedIn={flow.onSignedIn} />
        </Suspense>
      ) : null}
    </>
  );
}
