import { useTranslation } from 'react-i18next';
import { AccountBar } from '../../features/auth/components/account-bar';
import { LocationLine } from '../../features/location/components/location-line';
import { PRODUCT_NAME } from '../../shared/lib/constants';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import './home.css';

/** Home: the header (product name, location, account). The store list comes with discovery. */
export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(null);
  return (
    <>
      <header className="nb-home-header">
        <div className="nb-home-top">
          <h1 className="nb-home-title">{PRODUCT_NAME}</h1>
          <AccountBar />
        </div>
        <LocationLine />
      </header>
      <main className="nb-home-main">
        <p className="nb-home-tagline">{t('home.tagline')}</p>
      </main>
    </>
  );
}
