import '../../../shared/ui/antd-setup';
import {
  COUNTRY_CODE,
  formatPhoneInput,
  PHONE_INPUT_MAX_LENGTH,
  phoneDigits,
  toFullPhoneNumber,
} from '@nearbite/domain/phone';
import { LOGIN_CODE_LENGTH } from '@nearbite/domain/verification';
import Button from 'antd-mobile/es/components/button';
import Input, { type InputRef } from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientError } from '../../../shared/lib/api-client';
import { confirmSendText, showError, showNotice } from '../../../shared/lib/notify';
import { useResendCountdown } from '../../../shared/lib/use-resend-countdown';
import { useClaimLogin, useSendClaimCode } from '../api';
import { claimFormError, sendCodeError } from '../lib/claim-form';

export interface ClaimVerifyFormProps {
  /** Claims once the diner is signed in; resolves when the claim is settled. */
  onSignedIn: () => Promise<void>;
  claiming: boolean;
}

/**
 * Phone, send code, code, Claim: signs the diner in with credentials kept (the specification's claim
 * page always keeps them), then claims. S1 for a bad phone, S3 for a missing code.
 */
export function ClaimVerifyForm({ onSignedIn, claiming }: ClaimVerifyFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const codeRef = useRef<InputRef>(null);
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

  return (
    <form
      className="nb-claim-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`} className="nb-claim-form-title">
        {t('coupons.claim.verifyTitle')}
      </h2>
      <p className="nb-claim-form-intro">{t('coupons.claim.verifyIntro')}</p>
      <label className="nb-coupons-label" htmlFor={`${ids}-phone`}>
        {t('coupons.claim.phoneLabel')}
      </label>
      <div className="nb-coupons-field">
        <span className="nb-coupons-country" title={t('coupons.claim.countryCodeLabel')}>
          <span aria-hidden="true">{t('coupons.claim.countryCode')}</span>
          <span className="nb-visually-hidden">{t('coupons.claim.countryCodeLabel')}</span>
        </span>
        <Input
          id={`${ids}-phone`}
          className="nb-coupons-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={t('coupons.claim.phonePlaceholder')}
          value={phone}
          onChange={(value) => setPhone(formatPhoneInput(value))}
        />
      </div>
      <label className="nb-coupons-label" htmlFor={`${ids}-code`}>
        {t('coupons.claim.codeLabel')}
      </label>
      <div className="nb-coupons-field">
        <Input
          ref={codeRef}
          id={`${ids}-code`}
          className="nb-coupons-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LOGIN_CODE_LENGTH}
          placeholder={t('coupons.claim.codePlaceholder')}
          value={code}
          onChange={(value) => setCode(value.replace(/[^0-9]/g, '').slice(0, LOGIN_CODE_LENGTH))}
        />
        <button
          type="button"
          className={countdown.counting ? 'nb-coupons-send nb-coupons-send-waiting' : 'nb-coupons-send'}
          onClick={() => void onSendCode()}
        >
          {countdown.counting
            ? t('coupons.claim.resendIn', { seconds: countdown.seconds })
            : t('coupons.claim.sendCode')}
        </button>
      </div>
      <Button
        className="nb-coupons-submit"
        type="submit"
        color="primary"
        block
        size="large"
        loading={login.isPending || claiming}
      >
        {t('coupons.claim.claimButton')}
      </Button>
    </form>
  );
}
