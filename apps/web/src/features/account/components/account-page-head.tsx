import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from '../../../shared/lib/history-router';
import { paths } from '../../../shared/lib/paths';
import { BackIcon } from '../../../shared/ui/icons';
import './account.css';

/** The head of an account screen: a back button (home when the app has no previous entry) and the title. */
export function AccountPageHead({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
  return (
    <header className="nb-account-page-head">
      <button type="button" className="nb-account-back" onClick={back}>
        <BackIcon width="22" height="22" />
        <span className="nb-visually-hidden">{t('account.back')}</span>
      </button>
      <h1 className="nb-account-page-title">{title}</h1>
    </header>
  );
}
