import { useTranslation } from '../i18n/use-translation';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { AppLink } from './app-link';
import './coming-soon.css';
import type { TextKey } from '../i18n/translation';

export interface ComingSoonProps {
  /** i18n key of the screen title, for example `screens.orders`. */
  titleKey: TextKey;
  /** Tab screens already show the tab bar, so they need no way home. */
  showHomeLink?: boolean;
}

/** The one placeholder every screen that is not built yet shows. */
export default function ComingSoon({ titleKey, showHomeLink = true }: ComingSoonProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <main className="nb-coming-soon">
      <h1 className="nb-coming-soon-title">{title}</h1>
      <p className="nb-coming-soon-text">{t('common.comingSoon')}</p>
      {showHomeLink ? (
        <AppLink className="nb-coming-soon-link" to={paths.home}>
          {t('common.backHome')}
        </AppLink>
      ) : null}
    </main>
  );
}
