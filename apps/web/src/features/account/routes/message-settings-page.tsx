import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError, showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { BackIcon } from '../../../shared/ui/icons';
import { useNotificationControl } from '../api';
import { MessageSettingsForm } from '../components/message-settings-form';
import { controlBody, settingsFromConfigs } from '../lib/message-settings';
import '../components/account.css';

/** /messageSettings: the messaging and promotional-messaging switches of the signed-in user. */
export default function MessageSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const control = useNotificationControl();
  const title = t('screens.messageSettings');
  useDocumentTitle(title);

  const back = () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };

  return (
    <main className="nb-account-page">
      <header className="nb-account-page-head">
        <button type="button" className="nb-account-back" onClick={back}>
          <BackIcon width="22" height="22" />
          <span className="nb-visually-hidden">{t('account.back')}</span>
        </button>
        <h1 className="nb-account-page-title">{title}</h1>
      </header>
      {user ? (
        <MessageSettingsForm
          // A fresh form for another user, or once the kept session is restored.
          key={user.id}
          initial={settingsFromConfigs(user.notificationConfigs)}
          pending={control.isPending}
          onSubmit={(settings) =>
            control.mutate(controlBody(settings), {
              onSuccess: () => void showNotice(t('account.saved'), 'success'),
              onError: (error) => void showError(error),
            })
          }
        />
      ) : (
        <div className="nb-account-signed-out">
          <p>{t('account.signInFirst')}</p>
          <AppLink className="nb-account-home-link" to={paths.home}>
            {t('common.backHome')}
          </AppLink>
        </div>
      )}
    </main>
  );
}
