import type { ConsoleMeDto } from '@nearbite/contract/console-staff';
import { formatPhoneInput, nationalDigits } from '@nearbite/domain/phone';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '../../features/sign-in/api';
import { commonTexts } from '../../shared/i18n/common-texts';
import { fill, useTexts } from '../../shared/i18n/texts';
import { Button } from '../../shared/ui/button';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { appTexts } from '../app-texts';

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
        {me.isPlatformAdmin ? (
          <Link to="/platform/stores" className="nc-header-link">
            {t.platform}
          </Link>
        ) : null}
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
