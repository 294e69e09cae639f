import { STORE_PAGE_PATH } from '@nearbite/domain/app-constants';
import { phoneDigits } from '@nearbite/domain/phone';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { Loading } from '../../../shared/ui/page-state';
import { outboxUrl, useDemoStores } from '../api';
import { signInTexts } from '../texts';
import { ownerPhoneText } from './demo-hint';
import './sign-in.css';

/** /console/demo: how to play both sides of an order in demo mode, with the demo stores and their owners. */
export function DemoPage() {
  const t = useTexts(signInTexts);
  const common = useTexts(commonTexts);
  useDocumentTitle(t.demoPageTitle, common.appName);
  const stores = useDemoStores(8);
  return (
    <main className="nc-page nc-demo-page">
      <div className="nc-corner">
        <LanguageSwitch />
      </div>
      <p className="nc-sign-in-brand">{common.appName}</p>
      <h1 className="nc-page-title">{t.demoPageTitle}</h1>
      <p className="nc-page-intro">{t.demoPageIntro}</p>
      <ol className="nc-demo-steps">
        {(
          [
            [t.demoStep1Title, t.demoStep1],
            [t.demoStep2Title, t.demoStep2],
            [t.demoStep3Title, t.demoStep3],
          ] as const
        ).map(([title, text]) => (
          <li key={title} className="nc-panel">
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ol>
      <p>
        <a href="/" target="_blank" rel="noreferrer">
          {t.openDinerApp}
        </a>
      </p>
      <section className="nc-panel" aria-labelledby="nc-demo-stores-title">
        <h2 id="nc-demo-stores-title">{t.demoStoresTitle}</h2>
        {stores.isPending ? <Loading text={common.loading} /> : null}
        {stores.data === null ? <p className="nc-note">{t.demoOff}</p> : null}
        {stores.data ? (
          <div className="nc-table-wrap">
            <table className="nc-table">
              <thead>
                <tr>
                  <th scope="col">{t.columnStore}</th>
                  <th scope="col">{t.columnOwner}</th>
                  <th scope="col">{t.columnLinks}</th>
                </tr>
              </thead>
              <tbody>
                {stores.data.map((store) => (
                  <tr key={store.businessId}>
                    <td>{store.name}</td>
                    <td>
                      <code>{ownerPhoneText(store)}</code>
                    </td>
                    <td className="nc-demo-links">
                      <a
                        href={`${STORE_PAGE_PATH}?businessId=${store.businessId}`}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {t.openDinerStore}
                      </a>
                      <Link to={`/sign-in?phone=${phoneDigits(ownerPhoneText(store))}`}>
                        {t.signInAsOwner}
                      </Link>
                      <a href={outboxUrl(store.ownerPhone)} target="_blank" rel="noreferrer">
                        {t.openOutbox}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </main>
  );
}
