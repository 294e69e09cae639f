import '../../../shared/ui/antd-setup';
import {
  canSubmitEmailReceipt,
  EMAIL_CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  isValidEmail,
} from '@nearbite/domain/email-receipt';
import Popup from 'antd-mobile/es/components/popup';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientError } from '../../../shared/lib/api-client';
import { showError, showNotice } from '../../../shared/lib/notify';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { useResendCountdown } from '../../../shared/lib/use-resend-countdown';
import { useUser } from '../../../shared/lib/user-store';
import { PopupHead } from '../../../shared/ui/popup-head';
import { useEmailReceipt, useSendEmailCode } from '../api';
import './receipt.css';

/** Local-storage key of the last e-mail code's send time: its 60 s countdown survives reloads. */
const EMAIL_CODE_SENT_KEY = 'emailCodeSentAt';

export interface EmailReceiptSheetProps {
  orderId: string;
  visible: boolean;
  onClose: () => void;
}

/**
 * The e-mailed receipt: name, e-mail (a code is sent to it, at most once a minute; Q1 for an address that is
 * not one) and the 6-character code; sending verifies the address and e-mails the receipt to it.
 */
export default function EmailReceiptSheet({ orderId, visible, onClose }: EmailReceiptSheetProps) {
  const { t } = useTranslation();
  const ids = useId();
  const user = useUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(() => user?.email ?? '');
  const [code, setCode] = useState('');
  const countdown = useResendCountdown(EMAIL_CODE_SENT_KEY);
  const sendCode = useSendEmailCode();
  const send = useEmailReceipt(orderId);
  useModalBackground(visible);

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

  const form = { name, email, code };
  const ready = canSubmitEmailReceipt(form) && !send.isPending;
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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-email-sheet"
      destroyOnClose
    >
      <section role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`} onKeyDown={onKeyDown}>
        <PopupHead
          titleId={`${ids}-title`}
          title={t('receipt.email.title')}
          onClose={onClose}
          classPrefix="nb-email-sheet"
          closeLabel={t('receipt.email.close')}
        />
        <form className="nb-email-form nb-email-sheet-body" onSubmit={onSubmit} noValidate>
          <p className="nb-email-intro">{t('receipt.email.intro')}</p>
          <label className="nb-email-field">
            <span className="nb-email-label">{t('receipt.email.name')}</span>
            <input
              className="nb-email-input"
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('receipt.email.namePlaceholder')}
              autoComplete="name"
              maxLength={60}
            />
          </label>
          <div className="nb-email-field">
            <label className="nb-email-label" htmlFor={`${ids}-email`}>
              {t('receipt.email.email')}
            </label>
            <div className="nb-email-row">
              <input
                id={`${ids}-email`}
                className="nb-email-input"
                type="email"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder={t('receipt.email.emailPlaceholder')}
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
              />
              <button
                type="button"
                className="nb-email-send"
                onClick={onSendCode}
                disabled={countdown.counting || sendCode.isPending}
              >
                {countdown.counting
                  ? t('receipt.email.resendIn', { seconds: countdown.seconds })
                  : t('receipt.email.sendCode')}
              </button>
            </div>
          </div>
          <label className="nb-email-field">
            <span className="nb-email-label">{t('receipt.email.code')}</span>
            <input
              className="nb-email-input"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\s/g, '').slice(0, EMAIL_CODE_LENGTH))}
              placeholder={t('receipt.email.codePlaceholder')}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={EMAIL_CODE_LENGTH}
            />
          </label>
          <button type="submit" className="nb-email-submit" disabled={!ready}>
            {t('receipt.email.submit')}
          </button>
        </form>
      </section>
    </Popup>
  );
}
