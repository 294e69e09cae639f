import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from '../../../shared/i18n/use-translation';

export interface KeepLoginTermsProps {
  visible: boolean;
  onClose: () => void;
}

/** The keep-login terms popup: what "Keep me logged in" means. */
export function KeepLoginTerms({ visible, onClose }: KeepLoginTermsProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      aria-label={t('auth.keepLoginTermsTitle')}
      title={<h3 className="nb-terms-title">{t('auth.keepLoginTermsTitle')}</h3>}
      content={
        <div className="nb-terms-body">
          <p>{t('auth.keepLoginTermsBody')}</p>
          <p>{t('auth.keepLoginTermsBody2')}</p>
        </div>
      }
      closeOnMaskClick
      onClose={onClose}
      actions={[{ key: 'ok', text: t('auth.gotIt'), bold: true }]}
      onAction={onClose}
    />
  );
}
