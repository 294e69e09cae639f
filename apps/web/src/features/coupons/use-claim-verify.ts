import { clientError } from '@nearbite/api-client/api-client';
import { COUNTRY_CODE, phoneDigits, toFullPhoneNumber } from '@nearbite/domain/phone';
import type { InputRef } from 'antd-mobile/es/components/input';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { confirmSendText, showError, showNotice } from '../../shared/lib/notify';
import { useResendCountdown } from '../../shared/lib/use-resend-countdown';
import { useClaimLogin, useSendClaimCode } from './api';
import { claimFormError, sendCodeError } from './lib/claim-form';

interface ClaimVerifyOptions {
  /** Focused once the code is texted. */
  codeRef: RefObject<InputRef | null>;
  onSignedIn: () => Promise<void>;
  claiming: boolean;
}

/** The claim page's sign-in: phone, code, sending the code, and signing in before the claim. */
export function useClaimVerify({ codeRef, onSignedIn, claiming }: ClaimVerifyOptions) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const countdown = useResendCountdown();
  const sendCode = useSendClaimCode();
  const login = useClaimLogin();

  const confirming = useRef(false);
  const onSendCode = async () => {
    if (countdown.counting || sendCode.isPending || confirming.current) return;
    const refusal = sendCodeError(phone);
    if (refusal) {
      void showError(clientError(refusal));
      return;
    }
    // The confirm-send-text dialog, as at sign-in: the number is shown before anything is texted.
    confirming.current = true;
    const confirmed = await confirmSendText(phone).finally(() => {
      confirming.current = false;
    });
    if (!confirmed) return;
    sendCode.mutate(
      { internationalCode: COUNTRY_CODE, phoneNumber: phoneDigits(phone) },
      {
        onSuccess: () => {
          countdown.start();
          void showNotice(t('coupons.claim.codeSent'), 'success');
          codeRef.current?.focus();
        },
        onError: (error) => void showError(error, { title: t('coupons.claim.sendFailed') }),
      },
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending || claiming) return;
    const refusal = claimFormError(phone, code);
    if (refusal) {
      void showError(clientError(refusal));
      return;
    }
    try {
      // mutateAsync: the form unmounts as soon as the diner is stored, and the claim must still follow.
      await login.mutateAsync({
        fullPhoneNumber: toFullPhoneNumber(phone),
        verificationCode: code,
        keepCredentials: true,
      });
    } catch (error) {
      void showError(error);
      return;
    }
    await onSignedIn();
  };

  return { phone, setPhone, code, setCode, countdown, onSendCode, onSubmit, signingIn: login.isPending };
}
