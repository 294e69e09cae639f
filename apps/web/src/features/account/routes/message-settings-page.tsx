import { useTexts } from '../../../shared/i18n/use-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showError, showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { useNotificationControl } from '../api';
import { AccountPageHead } from '../components/account-page-head';
import { MessageSettingsForm } from '../components/message-settings-form';
import { controlBody, settingsFromConfigs } from '../lib/message-settings';
import '../components/account.css';

/** /messageSettings: the messaging and promotional-messaging switches of the signed-in user. */
export default function MessageSettingsPage() {
  useTexts('account');
  const { t } = useTranslation();
  const user = useUser();
  const control = useNotificationControl();
  const title = t('screens.messageSettings');
  useDocumentTitle(title);

  return (
    <main className="nb-account-page">
      <AccountPageHead title={title} />
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
