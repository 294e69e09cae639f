import type { ConsoleMeDto } from '@nearbite/contract/console-staff';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { platformTexts } from '../texts';
import { AdminsSection } from './admins-section';
import { AreasSection } from './areas-section';
import { CategoriesSection } from './categories-section';
import { HostsSection } from './hosts-section';
import { PlatformNav, type PlatformSection } from './platform-nav';
import { StoresSection } from './stores-section';
import { WelcomeGiftSection } from './welcome-gift-section';
import './platform.css';

/** The platform console: one section at a time under the platform's tabs (admins only; the API checks too). */
export function PlatformPage({ section, me }: { section: PlatformSection; me: ConsoleMeDto }) {
  const t = useTexts(platformTexts);
  const common = useTexts(commonTexts);
  useDocumentTitle(`${t[section]} · ${t.title}`, common.appName);
  return (
    <>
      <PlatformNav />
      <main className="nc-page">
        <h1 className="nc-visually-hidden">{t.title}</h1>
        <p className="nc-page-intro">{t.intro}</p>
        {section === 'stores' ? <StoresSection /> : null}
        {section === 'areas' ? <AreasSection /> : null}
        {section === 'hosts' ? <HostsSection /> : null}
        {section === 'categories' ? <CategoriesSection /> : null}
        {section === 'welcome' ? <WelcomeGiftSection /> : null}
        {section === 'admins' ? <AdminsSection me={me} /> : null}
      </main>
    </>
  );
}
