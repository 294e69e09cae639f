import type { UserDto } from '@nearbite/contract/auth';
import type { CouponDto } from '@nearbite/contract/coupons';
import { useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { sessionStore } from '../../shared/lib/browser-storage';
import { userStore } from '../../shared/lib/user-store';
import { claimWelcomeGift, dismissWelcomeGift, reloadUser } from './api';
import { closeGiftForSession, withPromptsStopped } from './lib/eligibility';
import type { GiftStep } from './lib/gift-steps';

/** Toasts load on first use: the gift shows two seconds into the home page, its code stays small. */
const loadNotify = () => import('../../shared/lib/notify');

/** Lets the sign-in sheet play its closing animation before the flow unmounts. */
const LEAVE_MS = 350;

/** The welcome gift's steps and what moves between them (see GiftFlow). */
export function useGiftFlow(coupons: readonly CouponDto[], onFinished: () => void) {
  const { t } = useTranslation();
  const [step, setStep] = useState<GiftStep>('offer');
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

  return { step, received, loginMounted, finish, onClaim, onClose, onLoginClose, onSignedIn };
}
