import { NavLink } from 'react-router';
import { useTexts } from '../../../shared/i18n/texts';
import { platformTexts } from '../texts';

export const PLATFORM_SECTIONS = ['stores', 'areas', 'hosts', 'categories', 'welcome', 'admins'] as const;
export type PlatformSection = (typeof PLATFORM_SECTIONS)[number];

/** The platform console's title and its sections as tabs. */
export function PlatformNav() {
  const t = useTexts(platformTexts);
  return (
    <div className="nc-store-bar">
      <div className="nc-store-title">
        <span className="nc-store-name">{t.title}</span>
      </div>
      <nav className="nc-tabs" aria-label={t.navigation}>
        {PLATFORM_SECTIONS.map((section) => (
          <NavLink key={section} to={`/platform/${section}`} className="nc-tab">
            {t[section]}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
