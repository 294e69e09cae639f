import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/lib/paths';
import { NavTabLink } from '../../shared/ui/app-link';
import { HomeIcon, OrdersIcon } from '../../shared/ui/icons';

/** The bottom tab bar of the tab screens: Home → /, Orders → /orders. */
export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="nb-tab-bar" aria-label={t('tabs.label')}>
      <NavTabLink to={paths.home} end className="nb-tab-bar-item">
        <HomeIcon />
        <span>{t('tabs.home')}</span>
      </NavTabLink>
      <NavTabLink to={paths.orders} className="nb-tab-bar-item">
        <OrdersIcon />
        <span>{t('tabs.orders')}</span>
      </NavTabLink>
    </nav>
  );
}
