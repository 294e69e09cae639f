import { clientError } from '@nearbite/api-client/api-client';
import { canSubmitEmailReceipt, isValidEmail } from '@nearbite/domain/email-receipt';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showError, showNotice } from '../../shared/lib/notify';
import { useResendCountdown } from '../../shared/lib/use-resend-countdown';
import { useUser } from '../../shared/lib/user-store';
import { useEmailReceipt, useSendEmailCode } from './api';

/** Local-storage key of the last e-mail code's send time: its 60 s countdown survives reloads. */
const EMAIL_CODE_SENT_KEY = 'emailCodeSentAt';

/** The e-mailed receipt form: name, e-mail (prefilled from the account), code, sending the code and the receipt. */
export function useEmailReceiptForm(orderId: string, onClose: () => void) {
  const { t } = useTranslation();
  const user = useUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(() => user?.email ?? '');
  const [code, setCode] = useState('');
  const countdown = useResendCountdown(EMAIL_CODE_SENT_KEY);
  const sendCode = useSendEmailCode();
  const send = useEmailReceipt(orderId);

  const onSendCode = () => {
    if (countdown.counting || sendCode.isPending) return;
    if (!isValidEmail(email)) {
      void showError(clientError('Q1'));
      return;
    }
    sendCode.mutate(email.trim(), {
      onSuccess: () => {
        countdown.start();
        void showNotice(t('receipt.email.codeSent'), 'success');
      },
      onError: (error) => void showError(error, { title: t('receipt.email.sendFailed') }),
    });
  };

  const ready = canSubmitEmailReceipt({ name, email, code }) && !send.isPending;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const address = email.trim();
    send.mutate(
      { name: name.trim(), email: address, code: code.trim() },
      {
        onSuccess: () => {
          void showNotice(t('receipt.email.sent', { email: address }), 'success');
          setCode('');
          onClose();
        },
        onError: (error) => void showError(error),
      },
    );
  };

  return {
    name,
    setName,
    email,
    setEmail,
    code,
    setCode,
    countdown,
    sending: sendCode.isPending,
    onSendCode,
    ready,
    onSubmit,
  };
}
