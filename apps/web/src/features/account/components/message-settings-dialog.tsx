import type { UserDto } from '@nearbite/contract/auth';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showError, showNotice } from '../../../shared/lib/notify';
import { useUser } from '../../../shared/lib/user-store';
import { useNotificationControl } from '../api';
import { controlBody, settingsFromConfigs } from '../lib/message-settings';
import { AccountSheet } from './account-sheet';
import { MessageSettingsForm } from './message-settings-form';

export interface MessageSettingsDialogProps {
  visible: boolean;
  onClose: () => void;
  /** Called with the saved user. */
  onSaved?: (user: UserDto) => void;
}

/** The message settings as a dialog: shown to a new user right after signing in. */
export function MessageSettingsDialog({ visible, onClose, onSaved }: MessageSettingsDialogProps) {
  const { t } = useTranslation();
  const user = useUser();
  const control = useNotificationControl();

  return (
    <AccountSheet visible={visible} title={t('screens.messageSettings')} onClose={onClose}>
      <p className="nb-account-intro">{t('account.intro')}</p>
      <MessageSettingsForm
        key={user?.id ?? 'nobody'}
        initial={settingsFromConfigs(user?.notificationConfigs ?? null)}
        pending={control.isPending}
        onSubmit={(settings) =>
          control.mutate(controlBody(settings), {
            onSuccess: (saved) => {
              void showNotice(t('account.saved'), 'success');
              onClose();
              onSaved?.(saved);
            },
            onError: (error) => void showError(error),
          })
        }
      />
    </AccountSheet>
  );
}
