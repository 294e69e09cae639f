import '../../../shared/ui/antd-setup';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { guideSeen, markGuideSeen } from '../lib/guide-seen';

/**
 * The first-time points guide: open while its seen flag is not stored. The flag is stored when the diner
 * closes the guide, not when it opens, so a guide the diner never saw (the screen left under it) shows
 * again. It is declared with its screen rather than opened by Dialog.show in an effect: it leaves with
 * the screen, and StrictMode's second effect pass can neither open a second copy nor close the first.
 */
export function FirstTimeGuide() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !guideSeen());
  const close = () => {
    markGuideSeen();
    setOpen(false);
  };
  return (
    <Dialog
      visible={open}
      getContainer={() => document.body}
      destroyOnClose
      closeOnAction
      onClose={close}
      title={t('points.guide.title')}
      content={
        <ul className="nb-points-guide">
          <li>{t('points.guide.earn')}</li>
          <li>{t('points.guide.spend')}</li>
          <li>{t('points.guide.track')}</li>
        </ul>
      }
      actions={[{ key: 'ok', text: t('points.guide.ok'), bold: true }]}
    />
  );
}
