import '../../../shared/ui/antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { confirmAlert, showError, showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { PopupHead } from '../../../shared/ui/popup-head';
import { useClearSessions, useLogout } from '../api';
import { maskPhone, phoneLastFour } from '../lib/login-form';
import './auth.css';

export interface UserMenuProps {
  visible: boolean;
  onClose: () => void;
}

const accountLinks = [
  { to: paths.cardList, key: 'auth.myCards' },
  { to: paths.couponList, key: 'auth.myCoupons' },
  { to: paths.integralCard, key: 'auth.myPoints' },
  { to: paths.privacy, key: 'auth.privacy' },
  { to: paths.messageSettings, key: 'auth.messageSettings' },
] as const;

/** The signed-in user's menu: account screens, log out, clear all sessions. */
export default function UserMenu({ visible, onClose }: UserMenuProps) {
  const { t } = useTranslation();
  const user = useUser();
  const titleId = `${useId()}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  const logout = useLogout();
  const clearSessions = useClearSessions();
  const busy = logout.isPending || clearSessions.isPending;

  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => sectionRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const onLogout = () => {
    if (busy) return;
    logout.mutate(undefined, {
      onSuccess: () => {
        onClose();
        void showNotice(t('auth.signedOut'), 'success');
      },
      onError: (error) => void showError(error),
    });
  };

  const onClearSessions = async () => {
    if (busy) return;
    const confirmed = await confirmAlert(
      t('auth.clearSessionsConfirm'),
      t('auth.clearSessionsConfirmButton'),
    );
    if (!confirmed) return;
    clearSessions.mutate(undefined, {
      onSuccess: () => {
        onClose();
        void showNotice(t('auth.sessionsCleared'), 'success');
      },
      onError: (error) => void showError(error),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
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
        ref={sectionRef}
        className="nb-user-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PopupHead
          titleId={titleId}
          title={t('auth.accountMenuTitle')}
          onClose={onClose}
          classPrefix="nb-sheet"
        />
        {user ? (
          <p className="nb-user-menu-phone">
            <span aria-hidden="true">{maskPhone(user.phoneNumber)}</span>
            <span className="nb-visually-hidden">
              {t('auth.signedInAs', { last4: phoneLastFour(user.phoneNumber) })}
            </span>
          </p>
        ) : null}
        <ul className="nb-menu-list">
          {accountLinks.map((link) => (
            <li key={link.to}>
              <AppLink className="nb-menu-item" to={link.to} onClick={onClose}>
                {t(link.key)}
              </AppLink>
            </li>
          ))}
        </ul>
        <div className="nb-menu-actions">
          <button type="button" className="nb-menu-item nb-menu-button" onClick={onLogout} disabled={busy}>
            {t('auth.logout')}
          </button>
          <button
            type="button"
            className="nb-menu-item nb-menu-button nb-menu-danger"
            onClick={() => void onClearSessions()}
            disabled={busy}
          >
            {t('auth.clearSessions')}
          </button>
        </div>
      </section>
    </Popup>
  );
}
