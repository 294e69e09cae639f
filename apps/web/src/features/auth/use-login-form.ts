import { clientError } from '@nearbite/api-client/api-client';
import type { UserDto } from '@nearbite/contract/auth';
import { isValidPhone } from '@nearbite/domain/phone';
import type { InputRef } from 'antd-mobile/es/components/input';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { confirmSendText, showError, showNotice } from '../../shared/lib/notify';
import { useResendCountdown } from '../../shared/lib/use-resend-countdown';
import { useLogin, useSendCode } from './api';
import { canSubmitLogin, loginBody, phoneVerificationBody } from './lib/login-form';

interface LoginFormOptions {
  /** Focused once the code is texted. */
  codeRef: RefObject<InputRef | null>;
  onClose: () => void;
  onSignedIn?: (user: UserDto) => void;
}

/** The sign-in form's state: phone, code, keep-login, sending the code and signing in. */
export function useLoginForm({ codeRef, onClose, onSignedIn }: LoginFormOptions) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [keepLogin, setKeepLogin] = useState(true);
  const countdown = useResendCountdown();
  const sendCode = useSendCode();
  const login = useLogin();

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

  return {
    phone,
    setPhone,
    code,
    setCode,
    keepLogin,
    setKeepLogin,
    countdown,
    onSendCode,
    canLogin,
    onSubmit,
    signingIn: login.isPending,
  };
}
