import type { ConsoleMeDto } from '@nearbite/contract/console-staff';
import { formatPhoneInput, nationalDigits } from '@nearbite/domain/phone';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '../../features/sign-in/api';
import { commonTexts } from '../../shared/i18n/common-texts';
import { type Language, languageStore, useLanguage } from '../../shared/i18n/language';
import { fill, useTexts } from '../../shared/i18n/texts';
import { Button } from '../../shared/ui/button';
import { Select } from '../../shared/ui/select';
import { appTexts } from '../app-texts';

/** The language switch: English / 中文, remembered on this device. */
export function LanguageSwitch() {
  const t = useTexts(appTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  return (
    <Select<Language>
      label={common.language}
      hideLabel
      value={language}
      options={[
        { value: 'en', label: t.languageEnglish },
        { value: 'zh', label: t.languageChinese },
      ]}
      onChange={(next) => languageStore.set(next)}
    />
  );
}

/** The top bar: the console's name (to the store list), the language, who is signed in, sign out. */
export function ConsoleHeader({ me }: { me: ConsoleMeDto }) {
  const t = useTexts(appTexts);
  const common = useTexts(commonTexts);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const phone = formatPhoneInput(nationalDigits(me.user.fullPhoneNumber) ?? me.user.fullPhoneNumber);
  return (
    <header className="nc-header">
      <Link to="/" className="nc-header-brand">
        {common.appName}
      </Link>
      <div className="nc-header-tools">
        <LanguageSwitch />
        <span className="nc-header-user">{fill(t.signedInAs, { phone })}</span>
        <Button
          size="small"
          variant="secondary"
          busy={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) })
          }
        >
          {t.signOut}
        </Button>
      </div>
    </header>
  );
}
