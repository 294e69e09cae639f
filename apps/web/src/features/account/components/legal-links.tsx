import '../../../shared/ui/antd-setup';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

type Document = 'terms' | 'privacy';

const titles = { terms: 'account.terms', privacy: 'account.privacy' } as const;
const bodies = { terms: 'account.termsBody', privacy: 'account.privacyBody' } as const;

/** Links to the messaging terms and the privacy policy, each opening a small popup. */
export function LegalLinks() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Document | null>(null);
  const shown = open ?? 'terms';
  const close = () => setOpen(null);
  return (
    <>
      <p className="nb-legal-links">
        <button
          type="button"
          className="nb-link-button"
          aria-haspopup="dialog"
          onClick={() => setOpen('terms')}
        >
          {t('account.terms')}
        </button>
        <span aria-hidden="true"> · </span>
        <button
          type="button"
          className="nb-link-button"
          aria-haspopup="dialog"
          onClick={() => setOpen('privacy')}
        >
          {t('account.privacy')}
        </button>
      </p>
      <Dialog
        visible={open !== null}
        aria-label={t(titles[shown])}
        title={<h3 className="nb-legal-title">{t(titles[shown])}</h3>}
        content={<p className="nb-legal-body">{t(bodies[shown])}</p>}
        closeOnMaskClick
        onClose={close}
        actions={[{ key: 'ok', text: t('account.gotIt'), bold: true }]}
        onAction={close}
      />
    </>
  );
}
