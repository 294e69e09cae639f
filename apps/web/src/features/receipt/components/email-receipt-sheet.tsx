import '../../../shared/ui/antd-setup';
import { EMAIL_CODE_LENGTH, EMAIL_MAX_LENGTH } from '@nearbite/domain/email-receipt';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useId } from 'react';
import { useTexts } from '../../../shared/i18n/use-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { PopupHead } from '../../../shared/ui/popup-head';
import { emailCodeInput } from '../lib/email-code';
import { useEmailReceiptForm } from '../use-email-receipt-form';
import './receipt.css';

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
  // Opened from the order detail, which does not load the receipt's texts with its screen.
  useTexts('receipt');
  const { t } = useTranslation();
  const ids = useId();
  const form = useEmailReceiptForm(orderId, onClose);
  useModalBackground(visible);

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
        <form className="nb-email-form nb-email-sheet-body" onSubmit={form.onSubmit} noValidate>
          <p className="nb-email-intro">{t('receipt.email.intro')}</p>
          <label className="nb-email-field">
            <span className="nb-email-label">{t('receipt.email.name')}</span>
            <input
              className="nb-email-input"
              value={form.name}
              onChange={(event) => form.setName(event.target.value)}
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
                value={form.email}
                onChange={(event) => form.setEmail(event.target.value)}
                placeholder={t('receipt.email.emailPlaceholder')}
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
              />
              <button
                type="button"
                className="nb-email-send"
                onClick={form.onSendCode}
                disabled={form.countdown.counting || form.sending}
              >
                {form.countdown.counting
                  ? t('receipt.email.resendIn', { seconds: form.countdown.seconds })
                  : t('receipt.email.sendCode')}
              </button>
            </div>
          </div>
          <label className="nb-email-field">
            <span className="nb-email-label">{t('receipt.email.code')}</span>
            <input
              className="nb-email-input"
              value={form.code}
              onChange={(event) => form.setCode(emailCodeInput(event.target.value))}
              placeholder={t('receipt.email.codePlaceholder')}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={EMAIL_CODE_LENGTH}
            />
          </label>
          <button type="submit" className="nb-email-submit" disabled={!form.ready}>
            {t('receipt.email.submit')}
          </button>
        </form>
      </section>
    </Popup>
  );
}
