import { useTranslation } from '../../../shared/i18n/use-translation';
import { goBack } from '../../../shared/lib/go-back';
import { useNavigate } from '../../../shared/lib/history-router';
import { paths } from '../../../shared/lib/paths';
import { ScreenHead } from '../../../shared/ui/screen-head';
import './order-detail.css';
import './screen.css';

/** The order screens' top bar: back (to the previous page, else the order list) and the screen title. */
export function ScreenHeader({ title, floating }: { title: string; floating?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ScreenHead
      title={title}
      backLabel={t('orderInfo.back')}
      onBack={() => goBack(navigate, paths.orders)}
      className={floating ? 'nb-detail-screen-head nb-screen-head-floating' : 'nb-detail-screen-head'}
    />
  );
}
