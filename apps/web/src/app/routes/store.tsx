import type { OrderType } from '@nearbite/domain/order-type';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { locationStore } from '../../features/location/lib/location-store';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import { prefetchStorePage, useCallWaiter, usePointsCard, useStoreMenu } from '../../features/store/api';
import { InfoStrip } from '../../features/store/components/info-strip';
import { LocationPrompt } from '../../features/store/components/location-prompt';
import { MenuSections } from '../../features/store/components/menu-sections';
import {
  DineInActions,
  DiningSwitch,
  TimedMenuSelector,
} from '../../features/store/components/ordering-mode';
import { PointsCard } from '../../features/store/components/points-card';
import type { GuideTopic } from '../../features/store/components/store-guide-sheet';
import { StoreHeader } from '../../features/store/components/store-header';
import { diningTypeSwitch } from '../../features/store/lib/dining-type';
import { hasPointsProgramme, showsRedeemLabel } from '../../features/store/lib/points';
import { tableProblem } from '../../features/store/lib/store-info';
import { goodsSearchUrl, storeParams } from '../../features/store/lib/store-params';
import { useDinerCount, useScrollMemory, useStorePrompt } from '../../features/store/use-store-state';
import { loadStoreTexts, useStoreTexts } from '../../shared/i18n/store-texts';
import { clientError } from '../../shared/lib/api-client';
import { showError, showNotice } from '../../shared/lib/notify';
import { paths } from '../../shared/lib/paths';
import { removeStoreShell } from '../../shared/lib/store-shell';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useUser } from '../../shared/lib/user-store';
import { AppLink } from '../../shared/ui/app-link';
import { useOrderAgain } from './store-order-again';
import { useStoreOrdering } from './store-ordering';
import '../../features/store/components/store.css';

// This module is evaluated when a store page opens: its data and texts start loading now, in parallel,
// instead of one after the other once the screen renders.
{
  const { businessId } = storeParams(new URLSearchParams(window.location.search));
  if (window.location.pathname === paths.postDetail && businessId) {
    const chosen = locationStore.get();
    prefetchStorePage(businessId, chosen ? { latitude: chosen.latitude, longitude: chosen.longitude } : null);
  }
  void loadStoreTexts();
}

const StoreInfoPopup = lazy(() => import('../../features/store/components/store-info-popup'));
const DinerCountPopup = lazy(() => import('../../features/store/components/diner-count-popup'));
const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));
const StoreGuideSheet = lazy(() => import('../../features/store/components/store-guide-sheet'));

type Sheet = 'info' | 'diners' | 'login' | GuideTopic;
const GUIDE_TOPICS: readonly string[] = ['prep', 'fee', 'points', 'safari'] satisfies GuideTopic[];
const isGuide = (sheet: Sheet | null): sheet is GuideTopic => sheet !== null && GUIDE_TOPICS.includes(sheet);

function Status({ children, alert }: { children: React.ReactNode; alert?: boolean }) {
  return (
    <div className="nb-shop-status" role={alert ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * The store page (/post/detail): header, info strip, location prompt, points card, timed menus, dining
 * type or the dine-in actions, the menu with sticky category tabs, the item dialog and the cart, and
 * their explanation sheets. Kept alive: its data stays cached and its scroll position is restored when
 * the diner comes back.
 */
export default function StoreRoute() {
  useStoreTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const params = storeParams(query);
  const { businessId, tableName } = params;
  const [timedMenuId, setTimedMenuId] = useState<string | null>(null);
  const ordering = useStoreOrdering(businessId, tableName);
  const { detail, orderType } = ordering;
  const menu = useStoreMenu(businessId, timedMenuId);
  // The page and its menu are drawn in yielding (deferred) passes when their data arrives, so no
  // single long task blocks a tap or a scroll while the page fills in.
  const storeData = useDeferredValue(detail.data);
  const menuData = useDeferredValue(menu.data);
  const [dinerCount, setDinerCount] = useDinerCount(businessId, tableName);
  const callWaiter = useCallWaiter(businessId ?? '', tableName ?? '');
  const user = useUser();
  const location = useChosenLocation();
  const [locationDismissed, dismissLocation] = useStorePrompt('locationDismissed');
  const [safariSeen, markSafariSeen] = useStorePrompt('safariGuideSeen');
  // The Safari guide opens with the page when the link asks for it and it was not closed in this tab.
  const safariFirst = params.needShowSafariGuide && !safariSeen;
  const [sheet, setSheet] = useState<Sheet | null>(() => (safariFirst ? 'safari' : null));
  const [mounted, setMounted] = useState<Set<string>>(() => new Set(safariFirst ? ['guide'] : []));
  const [signInFor, setSignInFor] = useState<'waiter' | 'points'>('waiter');
  const pointsOn = detail.data ? hasPointsProgramme(detail.data) : false;
  const points = usePointsCard(businessId, pointsOn && user !== null);
  useDocumentTitle(detail.data?.name ?? t('screens.postDetail'));
  useScrollMemory(businessId, detail.data !== undefined && menuData !== undefined);
  useOrderAgain(businessId, detail.data);

  const reported = useRef(false);
  useEffect(() => {
    if (businessId || reported.current) return;
    reported.current = true;
    void showError(clientError('P1'));
  }, [businessId]);

  useEffect(() => {
    if (detail.error) void showError(detail.error, { title: t('store.loadFailed') });
  }, [detail.error, t]);

  // A table the store does not have, or a store without dine-in, cannot take the table's orders.
  const tableRefused = detail.data && tableName ? tableProblem(detail.data, tableName) !== null : false;
  useEffect(() => {
    if (tableRefused) void navigate(`${paths.fail}?failType=table`, { replace: true });
  }, [tableRefused, navigate]);

  // Without a header to draw (no store, a refused table, a failed load) the server's banner goes.
  const noHeader = !businessId || detail.isError || tableRefused;
  useEffect(() => {
    if (noHeader) removeStoreShell();
  }, [noHeader]);

  const openSheet = (name: Sheet) => {
    setMounted((current) => new Set(current).add(isGuide(name) ? 'guide' : name));
    setSheet(name);
  };

  const closeSheet = () => {
    if (sheet === 'safari') markSafariSeen();
    setSheet(null);
  };

  const signIn = (reason: 'waiter' | 'points') => {
    setSignInFor(reason);
    openSheet('login');
  };

  const onSelectType = (type: OrderType) => {
    if (!detail.data) return;
    const outcome = diningTypeSwitch(orderType, type, detail.data.diningTypes);
    if (outcome === 'switch') ordering.setOrderType(type);
    else if (outcome === 'unsupported') {
      void showNotice(t('store.notSupported', { type: t(`store.diningType.${type}`) }));
    }
  };

  const callTheWaiter = () => {
    callWaiter.mutate(undefined, {
      onSuccess: () => void showNotice(t('store.callWaiterDone'), 'success'),
      onError: (error) => void showError(error, { title: t('store.callWaiterFailed') }),
    });
  };

  const onBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };

  if (!businessId) {
    return (
      <main className="nb-shop-page">
        <Status alert>
          <p>{t('errorP1', { defaultValue: t('store.loadFailed') })}</p>
          <AppLink className="nb-shop-retry" to={paths.home}>
            {t('common.backHome')}
          </AppLink>
        </Status>
      </main>
    );
  }

  if (!storeData || tableRefused) {
    return (
      <main className="nb-shop-page">
        {detail.isError ? (
          <Status alert>
            <p>{t('store.loadFailed')}</p>
            <button type="button" className="nb-shop-retry" onClick={() => void detail.refetch()}>
              {t('store.retry')}
            </button>
          </Status>
        ) : (
          <Status>
            <span className="nb-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{t('common.loading')}</span>
          </Status>
        )}
      </main>
    );
  }

  const store = storeData;
  const effectiveType: OrderType = orderType ?? 'pickup';
  const menus = menuData?.timedMenus ?? [];

  return (
    <>
      <main className="nb-shop-page">
        <StoreHeader
          detail={store}
          onBack={params.noBack ? null : onBack}
          onShowInfo={() => openSheet('info')}
          onPreview={(index) => ordering.openPreview({ images: store.images, index, subject: store.name })}
          onShowPoints={showsRedeemLabel(store) ? () => openSheet('points') : null}
        />
        <InfoStrip
          detail={store}
          orderType={orderType}
          tableName={tableName}
          dinerCount={dinerCount}
          onChooseDiners={() => openSheet('diners')}
          onExplain={openSheet}
        />
        {!location && !locationDismissed && orderType !== 'dineIn' ? (
          <LocationPrompt onDismiss={dismissLocation} />
        ) : null}
        {pointsOn ? (
          <PointsCard
            points={points.data}
            signedIn={user !== null}
            failed={points.isError}
            onSignIn={() => signIn('points')}
            onShowGuide={() => openSheet('points')}
          />
        ) : null}
        <div className="nb-shop-controls">
          {orderType === 'dineIn' && tableName ? (
            <DineInActions
              calling={callWaiter.isPending}
              onCallWaiter={() => (user ? callTheWaiter() : signIn('waiter'))}
            />
          ) : (
            <DiningSwitch value={orderType} onSelect={onSelectType} />
          )}
          <TimedMenuSelector menus={menus} value={timedMenuId} onSelect={setTimedMenuId} />
        </div>
        {menuData ? (
          <MenuSections
            categories={menuData.commodityCategories}
            context={ordering.rowContext(menus)}
            searchUrl={goodsSearchUrl(businessId, tableName)}
          />
        ) : menu.isError ? (
          <Status alert>
            <p>{t('store.menuFailed')}</p>
            <button type="button" className="nb-shop-retry" onClick={() => void menu.refetch()}>
              {t('store.retry')}
            </button>
          </Status>
        ) : (
          <Status>
            <span className="nb-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{t('common.loading')}</span>
          </Status>
        )}
      </main>
      {ordering.overlays(effectiveType)}
      <Suspense fallback={null}>
        {mounted.has('info') ? (
          <StoreInfoPopup visible={sheet === 'info'} detail={store} onClose={() => setSheet(null)} />
        ) : null}
        {mounted.has('diners') ? (
          <DinerCountPopup
            visible={sheet === 'diners'}
            value={dinerCount}
            onClose={() => setSheet(null)}
            onChange={(count) => {
              setDinerCount(count);
              setSheet(null);
            }}
          />
        ) : null}
        {mounted.has('login') ? (
          <LoginDialog
            visible={sheet === 'login' && !user}
            onClose={() => setSheet(null)}
            onSignedIn={() => {
              if (signInFor === 'waiter') callTheWaiter();
            }}
          />
        ) : null}
        {mounted.has('guide') ? (
          <StoreGuideSheet topic={isGuide(sheet) ? sheet : null} detail={store} onClose={closeSheet} />
        ) : null}
      </Suspense>
    </>
  );
}
