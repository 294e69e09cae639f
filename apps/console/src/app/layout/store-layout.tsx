import { mayDo } from '@nearbite/domain/staff-roles';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { OpeningBar } from '../../features/opening/components/opening-bar';
import { storeActorOf } from '../../shared/hooks/use-me';
import { useRoleName } from '../../shared/hooks/use-role-name';
import { commonTexts } from '../../shared/i18n/common-texts';
import { useTexts } from '../../shared/i18n/texts';
import { appTexts } from '../app-texts';
import { type StoreContext, useSignedIn } from './outlet-contexts';

/** A store's screens: its name, the user's role, and the tabs the role may open. */
export function StoreLayout() {
  const { me } = useSignedIn();
  const { businessId = '' } = useParams();
  const t = useTexts(appTexts);
  const common = useTexts(commonTexts);
  const roleName = useRoleName();
  const actor = storeActorOf(me, businessId);
  const tabs = [
    { to: 'board', label: t.board, shown: true },
    // Any staff member reads the store's profile and hours; manageStoreProfile makes the page editable.
    { to: 'store', label: t.storeProfile, shown: true },
    { to: 'menu', label: t.menu, shown: mayDo(actor, 'manageMenu') },
    { to: 'photos', label: t.photos, shown: mayDo(actor, 'manageStoreProfile') },
    { to: 'money', label: t.money, shown: mayDo(actor, 'manageMoneySettings') },
    { to: 'tables', label: t.tables, shown: true },
    { to: 'promotions', label: t.promotions, shown: true },
    { to: 'printers', label: t.printers, shown: true },
    { to: 'reports', label: t.reports, shown: mayDo(actor, 'readReports') },
    { to: 'staff', label: t.staff, shown: mayDo(actor, 'readStaff') },
    { to: 'api-keys', label: t.apiKeys, shown: mayDo(actor, 'readApiKeys') },
    { to: 'audit', label: t.audit, shown: mayDo(actor, 'readAuditLog') },
  ];
  return (
    <>
      <div className="nc-store-bar">
        <div className="nc-store-title">
          <span className="nc-store-name">{actor.storeName ?? t.unknownStore}</span>
          <span className={`nc-role nc-role-${actor.role ?? 'admin'}`}>
            {actor.role ? roleName(actor.role) : common.rolePlatformAdmin}
          </span>
          {me.memberships.length > 1 || me.isPlatformAdmin ? (
            <Link to="/" className="nc-store-switch">
              {t.switchStore}
            </Link>
          ) : null}
        </div>
        <nav className="nc-tabs" aria-label={t.storeNavigation}>
          {tabs
            .filter((tab) => tab.shown)
            .map((tab) => (
              <NavLink key={tab.to} to={tab.to} className="nc-tab">
                {tab.label}
              </NavLink>
            ))}
        </nav>
      </div>
      <OpeningBar businessId={businessId} actor={actor} />
      <Outlet context={{ me, businessId, actor } satisfies StoreContext} />
    </>
  );
}
