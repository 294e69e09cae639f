import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { useDemoStores } from '../api';
import { signInTexts } from '../texts';
import { DemoHint } from './demo-hint';
import { SignInForm } from './sign-in-form';
import './sign-in.css';

/** Only paths inside the console are followed after sign-in (never another site). */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** /console/sign-in: the phone and code form, and in demo mode whom to sign in as. */
export function SignInScreen() {
  const t = useTexts(signInTexts);
  const common = useTexts(commonTexts);
  useDocumentTitle(t.title, common.appName);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const demoStores = useDemoStores(8);
  // Choosing a demo owner fills the form anew (its key starts it over with that phone).
  const [phone, setPhone] = useState(search.get('phone') ?? '');
  return (
    <main className="nc-sign-in">
      <div className="nc-corner">
        <LanguageSwitch />
      </div>
      <div className="nc-sign-in-card nc-panel">
        <p className="nc-sign-in-brand">{common.appName}</p>
        <h1>{t.title}</h1>
        <p className="nc-page-intro">{t.intro}</p>
        <SignInForm
          key={phone}
          initialPhone={phone}
          demo={Boolean(demoStores.data)}
          onSignedIn={() => navigate(safeNext(search.get('next')), { replace: true })}
        />
      </div>
      {demoStores.data ? <DemoHint stores={demoStores.data} onUsePhone={setPhone} /> : null}
    </main>
  );
}
