import '../../../shared/ui/antd-setup';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { guideSeen, markGuideSeen } from '../lib/guide-seen';

/** Shows the first-time points guide once: never again after its seen flag is stored. */
export function useFirstTimeGuide(): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (guideSeen()) return;
    markGuideSeen();
    const handle = Dialog.show({
      closeOnAction: true,
      title: t('points.guide.title'),
      content: (
        <ul className="nb-points-guide">
          <li>{t('points.guide.earn')}</li>
          <li>{t('points.guide.spend')}</li>
          <li>{t('points.guide.track')}</li>
        </ul>
      ),
      actions: [{ key: 'ok', text: t('points.guide.ok'), bold: true }],
    });
    return () => handle.close();
  }, [t]);
}
