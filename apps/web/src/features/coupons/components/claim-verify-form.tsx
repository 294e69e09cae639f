import '../../../shared/ui/antd-setup';
import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from '@nearbite/domain/phone';
import { LOGIN_CODE_LENGTH } from '@nearbite/domain/verification';
import Button from 'antd-mobile/es/components/button';
import Input, { type InputRef } from 'antd-mobile/es/components/input';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useClaimVerify } from '../use-claim-verify';

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
  const form = useClaimVerify({ codeRef, onSignedIn, claiming });

  return (
    <form
      className="nb-claim-form"
      onSubmit={(event) => void form.onSubmit(event)}
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
          value={form.phone}
          onChange={(value) => form.setPhone(formatPhoneInput(value))}
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
          value={form.code}
          onChange={(value) => form.setCode(value.replace(/[^0-9]/g, '').slice(0, LOGIN_CODE_LENGTH))}
        />
        <button
          type="button"
          className={form.countdown.counting ? 'nb-coupons-send nb-coupons-send-waiting' : 'nb-coupons-send'}
          onClick={() => void form.onSendCode()}
        >
          {form.countdown.counting
            ? t('coupons.claim.resendIn', { seconds: form.countdown.seconds })
            : t('coupons.claim.sendCode')}
        </button>
      </div>
      <Button
        className="nb-coupons-submit"
        type="submit"
        color="primary"
        block
        size="large"
        loading={form.signingIn || claiming}
      >
        {t('coupons.claim.claimButton')}
      </Button>
    </form>
  );
}
