import type { UserDto } from '@nearbite/contract/auth';
import type { CouponDto } from '@nearbite/contract/coupons';
import { type ComponentType, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../shared/lib/browser-storage';
import { paths } from '../../../shared/lib/paths';
import { userStore } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { claimWelcomeGift, dismissWelcomeGift, reloadUser } from '../api';
import { closeGiftForSession, withPromptsStopped } from '../lib/eligibility';
import { CouponList } from './coupon-list';
import { GiftModal } from './gift-modal';
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

type Step = 'offer' | 'claiming' | 'login' | 'received' | 'done';

/** Toasts load on first use: the gift shows two seconds into the home page, its code stays small. */
const loadNotify = () => import('../../../shared/lib/notify');

/** Lets the sign-in sheet play its closing animation before the flow unmounts. */
const LEAVE_MS = 350;

function GiftIcon() {
  return (
    <svg className="nb-gift-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="7" y="18" width="34" height="24" rx="3" fill="#fff" opacity="0.95" />
      <rect x="4" y="12" width="40" height="9" rx="2.5" fill="#fff" />
      <rect x="21" y="12" width="6" height="30" fill="#fdba74" />
      <path d="M24 12c-3-6-11-7-11-2 0 3 6 2 11 2zm0 0c3-6 11-7 11-2 0 3-6 2-11 2z" fill="#fdba74" />
    </svg>
  );
}

/**
 * The welcome gift from offer to received coupons. Signed in, Claim claims at once. Signed out,
 * Claim opens the sign-in sheet; after the sign-in the gift is claimed automatically, or, when that
 * account already received it, an "already claimed" notice shows. After claiming, the received
 * coupons show and the user is reloaded. Closing the offer stops it for this browser session and,
 * for a signed-in user, for good (POST /user/newUserPackage/dismissal).
 */
export default function GiftFlow({ coupons, loginDialog: LoginDialog, onFinished }: GiftFlowProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [step, setStep] = useState<Step>('offer');
  const [received, setReceived] = useState<readonly CouponDto[]>(coupons);
  const [loginMounted, setLoginMounted] = useState(false);
  const finished = useRef(false);

  const finish = (delay = 0) => {
    if (finished.current) return;
    finished.current = true;
    setStep('done');
    window.setTimeout(onFinished, delay);
  };

  const claim = async () => {
    setStep('claiming');
    try {
      const answer = await claimWelcomeGift();
      setReceived(answer.coupons.length > 0 ? answer.coupons : coupons);
      setStep('received');
      reloadUser().catch(() => undefined);
    } catch (error) {
      void loadNotify().then(({ showError }) => showError(error));
      finish(LEAVE_MS);
    }
  };

  const onClaim = () => {
    if (step !== 'offer') return;
    if (userStore.get()) {
      void claim();
      return;
    }
    setLoginMounted(true);
    setStep('login');
  };

  const onClose = () => {
    if (step !== 'offer') return;
    closeGiftForSession(sessionStore);
    const user = userStore.get();
    if (user) {
      dismissWelcomeGift().then(
        () => {
          const current = userStore.get();
          if (current?.id === user.id) userStore.set(withPromptsStopped(current));
        },
        () => undefined,
      );
    }
    finish();
  };

  const onLoginClose = () => {
    // A successful sign-in closes the sheet too, with the user already stored; onSignedIn follows.
    if (step === 'login' && !userStore.get()) finish(LEAVE_MS);
  };

  const onSignedIn = (user: UserDto) => {
    if (user.extraInfo.receiveNewUserPackage) {
      void loadNotify().then(({ showNotice }) => showNotice(t('welcomeGift.alreadyClaimed')));
      finish(LEAVE_MS);
      return;
    }
    void claim();
  };

  const offerTitle = `${ids}-offer`;
  const receivedTitle = `${ids}-received`;
  const offerShown = step === 'offer' || (step === 'claiming' && !loginMounted);

  return (
    <>
      {offerShown ? (
        <GiftModal labelledBy={offerTitle} onEscape={onClose}>
          <div className="nb-gift-head">
            <GiftIcon />
            <h2 id={offerTitle} className="nb-gift-title">
              {t('welcomeGift.title')}
            </h2>
            <p className="nb-gift-intro">{t('welcomeGift.intro')}</p>
            <button type="button" className="nb-gift-close" onClick={onClose} aria-label={t('common.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <CouponList coupons={coupons} />
          <div className="nb-gift-actions">
            <button
              type="button"
              className="nb-gift-primary"
              onClick={onClaim}
              disabled={step === 'claiming'}
              aria-busy={step === 'claiming'}
            >
              {t('welcomeGift.claim')}
            </button>
          </div>
        </GiftModal>
      ) : null}
      {step === 'received' ? (
        <GiftModal labelledBy={receivedTitle} onEscape={() => finish()}>
          <div className="nb-gift-head">
            <GiftIcon />
            <h2 id={receivedTitle} className="nb-gift-title">
              {t('welcomeGift.receivedTitle')}
            </h2>
            <p className="nb-gift-intro">{t('welcomeGift.receivedIntro')}</p>
          </div>
          <CouponList coupons={received} />
          <div className="nb-gift-actions">
            <button type="button" className="nb-gift-primary" onClick={() => finish()}>
              {t('welcomeGift.done')}
            </button>
            <AppLink className="nb-gift-secondary" to={paths.couponList} onClick={() => finish()}>
              {t('welcomeGift.viewCoupons')}
            </AppLink>
          </div>
        </GiftModal>
      ) : null}
      {loginMounted ? (
        <Suspense fallback={null}>
          <LoginDialog visible={step === 'login'} onClose={onLoginClose} onSignedIn={onSignedIn} />
        </Suspense>
      ) : null}
    </>
  );
}
