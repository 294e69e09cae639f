import '../../../shared/ui/antd-setup';
import type { UserDto } from '@nearbite/contract/auth';
import Button from 'antd-mobile/es/components/button';
import type { InputRef } from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { PopupHead } from '../../../shared/ui/popup-head';
import { useLoginForm } from '../use-login-form';
import { KeepLoginTerms } from './keep-login-terms';
import { CodeField, KeepLoginRow, PhoneField } from './login-fields';
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
  const phoneRef = useRef<InputRef>(null);
  const codeRef = useRef<InputRef>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useLoginForm({ codeRef, onClose, onSignedIn });

  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => phoneRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);

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
        <form className="nb-login-form" onSubmit={form.onSubmit} noValidate>
          <PhoneField id={`${ids}-phone`} inputRef={phoneRef} value={form.phone} onChange={form.setPhone} />
          <CodeField
            id={`${ids}-code`}
            inputRef={codeRef}
            value={form.code}
            onChange={form.setCode}
            countdown={form.countdown}
            onSendCode={() => void form.onSendCode()}
          />
          <Button
            className="nb-login-submit"
            type="submit"
            color="primary"
            block
            size="large"
            disabled={!form.canLogin}
            loading={form.signingIn}
          >
            {t('auth.signIn')}
          </Button>
          <KeepLoginRow
            checked={form.keepLogin}
            onChange={form.setKeepLogin}
            onShowTerms={() => setTermsOpen(true)}
          />
        </form>
      </section>
      <KeepLoginTerms visible={termsOpen} onClose={() => setTermsOpen(false)} />
    </Popup>
  );
}
