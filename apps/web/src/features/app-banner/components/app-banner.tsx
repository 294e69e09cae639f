import { useId } from 'react';
import { useTexts } from '../../../shared/i18n/use-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PRODUCT_NAME } from '../../../shared/lib/constants';
import './app-banner.css';

export interface AppBannerProps {
  /** The app (or app store) link for the visitor's platform. */
  link: string;
  aboveTabBar: boolean;
  onClose: () => void;
}

/**
 * A floating card inviting the visitor to the native app. It is fixed-position, so showing it after
 * the page has rendered moves nothing (no layout shift); closing it keeps it closed for the session.
 */
export default function AppBanner({ link, aboveTabBar, onClose }: AppBannerProps) {
  useTexts('appBanner');
  const { t } = useTranslation();
  const titleId = `${useId()}-title`;
  return (
    <aside
      className={aboveTabBar ? 'nb-app-banner nb-app-banner-above-tabs' : 'nb-app-banner'}
      aria-labelledby={titleId}
    >
      <span className="nb-app-banner-icon" aria-hidden="true">
        {PRODUCT_NAME.charAt(0)}
      </span>
      <span className="nb-app-banner-text">
        <span id={titleId} className="nb-app-banner-title">
          {t('appBanner.title')}
        </span>
        <span className="nb-app-banner-subtitle">{t('appBanner.subtitle')}</span>
      </span>
      <a className="nb-app-banner-open" href={link} rel="noopener">
        {t('appBanner.open')}
      </a>
      <button
        type="button"
        className="nb-app-banner-close"
        aria-label={t('appBanner.close')}
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
