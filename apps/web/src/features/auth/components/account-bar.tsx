import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUser } from '../../../shared/lib/user-store';
import { UserIcon } from '../../../shared/ui/icons';
import { maskPhone, phoneLastFour } from '../lib/login-form';
import './account-bar.css';

const loadLoginDialog = () => import('./login-dialog');
const loadUserMenu = () => import('./user-menu');
const LoginDialog = lazy(loadLoginDialog);
const UserMenu = lazy(loadUserMenu);

/** Header corner: "Sign in" when signed out; the masked phone and the user menu when signed in. */
export function AccountBar() {
  const { t } = useTranslation();
  const user = useUser();
  const [loginOpen, setLoginOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Sheets mount on first use and stay mounted so their closing animation can play.
  const [loginMounted, setLoginMounted] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);

  const openLogin = () => {
    setLoginMounted(true);
    setLoginOpen(true);
  };
  const openMenu = () => {
    setMenuMounted(true);
    setMenuOpen(true);
  };

  return (
    <div className="nb-account-bar">
      {user ? (
        <>
          <span className="nb-account-phone">
            <span aria-hidden="true">{maskPhone(user.phoneNumber)}</span>
            <span className="nb-visually-hidden">
              {t('auth.signedInAs', { last4: phoneLastFour(user.phoneNumber) })}
            </span>
          </span>
          <button
            type="button"
            className="nb-icon-button"
            aria-label={t('auth.accountMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
            onPointerEnter={() => void loadUserMenu()}
            onTouchStart={() => void loadUserMenu()}
            onFocus={() => void loadUserMenu()}
          >
            <UserIcon />
          </button>
        </>
      ) : (
        <button
          type="button"
          className="nb-sign-in-button"
          aria-haspopup="dialog"
          onClick={openLogin}
          onPointerEnter={() => void loadLoginDialog()}
          onTouchStart={() => void loadLoginDialog()}
          onFocus={() => void loadLoginDialog()}
        >
          {t('auth.signIn')}
        </button>
      )}
      <Suspense fallback={null}>
        {loginMounted ? (
          <LoginDialog visible={loginOpen && !user} onClose={() => setLoginOpen(false)} />
        ) : null}
        {menuMounted ? (
          <UserMenu visible={menuOpen && user !== null} onClose={() => setMenuOpen(false)} />
        ) : null}
      </Suspense>
    </div>
  );
}
