import '../../../shared/ui/antd-setup';
import type { UserDto } from '@nearbite/contract/auth';
import { formatPhoneInput, isValidPhone, PHONE_INPUT_MAX_LENGTH } from '@nearbite/domain/phone';
import { LOGIN_CODE_LENGTH } from '@nearbite/domain/verification';
import Button from 'antd-mobile/es/components/button';
import Input, { type InputRef } from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientError } from '../../../shared/lib/api-client';
import { confirmSendText, showError, showNotice } from '../../../shared/lib/notify';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { useResendCountdown } from '../../../shared/lib/use-resend-countdown';
import { PopupHead } from '../../../shared/ui/popup-head';
import { useLogin, useSendCode } from '../api';
import { canSubmitLogin, loginBody, phoneVerificationBody, sanitizeCodeInput } from '../lib/login-form';
import { KeepLoginTerms } from './keep-login-terms';
import './auth.css';

export interface LoginDialogProps {
  visible: boolean;
  onClose: () => void;
  /** Called after a successful sign-in, once the user is stored. */
  onSignedIn?: (user: UserDto) => void;
}

/** Sign-in by phone number (+1) and a texted 4-digit code, as a bottom sheet. */
export default function LoginDialog({ visible, onClose, onSignedIn }: LoginDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const titleId = `${ids}-title`;
  const phoneId = `${ids}-phone`;
  const codeId = `${ids}-code`;
  const phoneRef = useRef<InputRef>(null);
  const codeRef = useRef<InputRef>(null);

  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [keepLogin, setKeepLogin] = useState(true);
  const [termsOpen, setTermsOpen] = useState(false);
  const countdown = useResendCountdown();
  const sendCode = useSendCode();
  const login = useLogin();

  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => phoneRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const confirming = useRef(false);
  const onSendCode = async () => {
    // Sending while the countdown runs (or a send is under way, or being confirmed) is ignored.
    if (countdown.counting || sendCode.isPending || confirming.current) return;
    if (!isValidPhone(phone)) {
      void showError(clientError('S1'));
      return;
    }
    // The confirm-send-text dialog: the diner sees the number before anything is texted.
    confirming.current = true;
    const confirmed = await confirmSendText(phone).finally(() => {
      confirming.current = false;
    });
    if (!confirmed) return;
    sendCode.mutate(phoneVerificationBody(phone), {
      onSuccess: () => {
        countdown.start();
        void showNotice(t('auth.codeSent'), 'success');
        codeRef.current?.focus();
      },
      onError: (error) => void showError(error, { title: t('auth.sendFailed') }),
    });
  };

  const canLogin = canSubmitLogin(phone, code);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canLogin || login.isPending) return;
    login.mutate(loginBody(phone, code, keepLogin), {
      onSuccess: (user) => {
        setCode('');
        void showNotice(t('auth.signedIn'), 'success');
        onClose();
        onSignedIn?.(user);
      },
      onError: (error) => void showError(error),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !termsOpen) onClose();
  };

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-sheet"
    >
      <section
        className="nb-login"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <PopupHead titleId={titleId} title={t('auth.dialogTitle')} onClose={onClose} classPrefix="nb-sheet" />
        <p className="nb-login-intro">{t('auth.dialogIntro')}</p>
        <form className="nb-login-form" onSubmit={onSubmit} noValidate>
          <label className="nb-field-label" htmlFor={phoneId}>
            {t('auth.phoneLabel')}
          </label>
          <div className="nb-field">
            <span className="nb-country-code" title={t('auth.countryCodeLabel')}>
              <span aria-hidden="true">{t('auth.countryCode')}</span>
              <span className="nb-visually-hidden">{t('auth.countryCodeLabel')}</span>
            </span>
            <Input
              ref={phoneRef}
              id={phoneId}
              className="nb-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              enterKeyHint="next"
              maxLength={PHONE_INPUT_MAX_LENGTH}
              placeholder={t('auth.phonePlaceholder')}
              value={phone}
              onChange={(value) => setPhone(formatPhoneInput(value))}
            />
          </div>

          <label className="nb-field-label" htmlFor={codeId}>
            {t('auth.codeLabel')}
          </label>
          <div className="nb-field">
            <Input
              ref={codeRef}
              id={codeId}
              className="nb-input"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="one-time-code"
              enterKeyHint="done"
              maxLength={LOGIN_CODE_LENGTH}
              placeholder={t('auth.codePlaceholder')}
              value={code}
              onChange={(value) => setCode(sanitizeCodeInput(value))}
            />
            <button
              type="button"
              className={countdown.counting ? 'nb-send-code nb-send-code-waiting' : 'nb-send-code'}
              onClick={() => void onSendCode()}
            >
              {countdown.counting ? t('auth.resendIn', { seconds: countdown.seconds }) : t('auth.sendCode')}
            </button>
          </div>

          <Button
            className="nb-login-submit"
            type="submit"
            color="primary"
            block
            size="large"
            disabled={!canLogin}
            loading={login.isPending}
          >
            {t('auth.signIn')}
          </Button>

          <div className="nb-keep-login">
            <label className="nb-checkbox">
              <input
                type="checkbox"
                checked={keepLogin}
                onChange={(event) => setKeepLogin(event.target.checked)}
              />
              <span>{t('auth.keepLogin')}</span>
            </label>
            <button
              type="button"
              className="nb-link-button nb-keep-login-terms"
              onClick={() => setTermsOpen(true)}
            >
              {t('auth.keepLoginTermsLink')}
            </button>
          </div>
        </form>
      </section>
      <KeepLoginTerms visible={termsOpen} onClose={() => setTermsOpen(false)} />
    </Popup>
  );
}
