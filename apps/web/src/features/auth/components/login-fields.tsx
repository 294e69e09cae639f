import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from '@nearbite/domain/phone';
import { LOGIN_CODE_LENGTH } from '@nearbite/domain/verification';
import Input, { type InputRef } from 'antd-mobile/es/components/input';
import type { Ref } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sanitizeCodeInput } from '../lib/login-form';

interface FieldProps {
  id: string;
  inputRef: Ref<InputRef>;
  value: string;
  onChange: (value: string) => void;
}

/** The phone number (+1), formatted while typed. */
export function PhoneField({ id, inputRef, value, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <label className="nb-field-label" htmlFor={id}>
        {t('auth.phoneLabel')}
      </label>
      <div className="nb-field">
        <span className="nb-country-code" title={t('auth.countryCodeLabel')}>
          <span aria-hidden="true">{t('auth.countryCode')}</span>
          <span className="nb-visually-hidden">{t('auth.countryCodeLabel')}</span>
        </span>
        <Input
          ref={inputRef}
          id={id}
          className="nb-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          enterKeyHint="next"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={t('auth.phonePlaceholder')}
          value={value}
          onChange={(next) => onChange(formatPhoneInput(next))}
        />
      </div>
    </>
  );
}

/** The texted code, digits only, with the send button (counting down before a resend). */
export function CodeField({
  id,
  inputRef,
  value,
  onChange,
  countdown,
  onSendCode,
}: FieldProps & { countdown: { counting: boolean; seconds: number }; onSendCode: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="nb-field-label" htmlFor={id}>
        {t('auth.codeLabel')}
      </label>
      <div className="nb-field">
        <Input
          ref={inputRef}
          id={id}
          className="nb-input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          enterKeyHint="done"
          maxLength={LOGIN_CODE_LENGTH}
          placeholder={t('auth.codePlaceholder')}
          value={value}
          onChange={(next) => onChange(sanitizeCodeInput(next))}
        />
        <button
          type="button"
          className={countdown.counting ? 'nb-send-code nb-send-code-waiting' : 'nb-send-code'}
          onClick={onSendCode}
        >
          {countdown.counting ? t('auth.resendIn', { seconds: countdown.seconds }) : t('auth.sendCode')}
        </button>
      </div>
    </>
  );
}

/** Keep me signed in, with the link to its terms. */
export function KeepLoginRow({
  checked,
  onChange,
  onShowTerms,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onShowTerms: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="nb-keep-login">
      <label className="nb-checkbox">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{t('auth.keepLogin')}</span>
      </label>
      <button type="button" className="nb-link-button nb-keep-login-terms" onClick={onShowTerms}>
        {t('auth.keepLoginTermsLink')}
      </button>
    </div>
  );
}
