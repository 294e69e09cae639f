import '../../../shared/ui/antd-setup';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showError } from '../../../shared/lib/notify';
import { useNotificationControl } from '../api';
import { AccountSheet } from './account-sheet';
import { LegalLinks } from './legal-links';

export interface PolicyUpdateDialogProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * The policy update a returning customer without notification configs sees after signing in.
 * Confirming posts an empty body `{}`, which keeps the current (or default) settings.
 */
export function PolicyUpdateDialog({ visible, onClose }: PolicyUpdateDialogProps) {
  const { t } = useTranslation();
  const control = useNotificationControl();

  const confirm = () => {
    if (control.isPending) return;
    control.mutate({}, { onSuccess: onClose, onError: (error) => void showError(error) });
  };

  return (
    <AccountSheet visible={visible} title={t('account.policyTitle')} onClose={onClose}>
      <div className="nb-settings-form">
        <p className="nb-account-intro nb-policy-body">{t('account.policyBody')}</p>
        <LegalLinks />
        <Button
          className="nb-settings-save"
          color="primary"
          block
          size="large"
          loading={control.isPending}
          onClick={confirm}
        >
          {t('account.policyConfirm')}
        </Button>
      </div>
    </AccountSheet>
  );
}
