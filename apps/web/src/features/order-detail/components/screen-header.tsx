import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { BackIcon } from '../../../shared/ui/icons';
import './order-detail.css';
import './screen.css';

/** The order screens' top bar: back (to the previous page, else the order list) and the screen title. */
export function ScreenHeader({ title, floating }: { title: string; floating?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(paths.orders, { replace: true });
  };
  return (
    <header className={floating ? 'nb-screen-head nb-screen-head-floating' : 'nb-screen-head'}>
      <button type="button" className="nb-screen-back" onClick={back}>
        <BackIcon width="22" height="22" />
        <span className="nb-visually-hidden">{t('orderInfo.back')}</span>
      </button>
      <h1 className="nb-screen-title">{title}</h1>
    </header>
  );
}
