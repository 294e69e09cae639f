import { formatPhoneInput, isValidPhone } from '@nearbite/domain/phone';
import { CODE_RESEND_INTERVAL_MS, LOGIN_CODE_LENGTH } from '@nearbite/domain/verification';
import { useEffect, useState } from 'react';
import { useSendCode, useSignIn } from '../api';

/** Seconds until another code may be asked for, counted down once a second. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The sign-in form's steps: a phone, then the texted code. Checks what can be checked before calling
 * (a 10-digit phone, a 4-digit code) and keeps the server's refusal to show.
 */
export function useSignInForm(initialPhone: string, onSignedIn: () => void) {
  const [phone, setPhone] = useState(formatPhoneInput(initialPhone));
  const [code, setCode] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [problem, setProblem] = useState<'phone' | 'code' | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const sendCode = useSendCode();
  const signIn = useSignIn();
  const resendIn = useCountdown(resendAt);

  const send = () => {
    if (!isValidPhone(phone)) return setProblem('phone');
    setProblem(null);
    signIn.reset();
    sendCode.mutate(phone, {
      onSuccess: () => {
        setStep('code');
        setResendAt(Date.now() + CODE_RESEND_INTERVAL_MS);
      },
    });
  };
  const submit = () => {
    if (!new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`).test(code)) return setProblem('code');
    setProblem(null);
    signIn.mutate({ phone, code, keepSignedIn }, { onSuccess: onSignedIn });
  };
  const changePhone = () => {
    setStep('phone');
    setCode('');
    setProblem(null);
    sendCode.reset();
    signIn.reset();
  };

  return {
    phone,
    setPhone: (value: string) => setPhone(formatPhoneInput(value)),
    code,
    setCode: (value: string) => setCode(value.replace(/[^0-9]/g, '').slice(0, LOGIN_CODE_LENGTH)),
    keepSignedIn,
    setKeepSignedIn,
    step,
    problem,
    resendIn,
    send,
    submit,
    changePhone,
    sending: sendCode.isPending,
    signingIn: signIn.isPending,
    error: signIn.error ?? sendCode.error,
  };
}
