import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { locationStore } from '../../features/location/lib/location-store';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import { prefetchStorePage, useStoreMenu } from '../../features/store/api';
import { StoreControls, StoreMenu } from '../../features/store/components/store-menu';
import { StoreSheetLayer } from '../../features/store/components/store-sheet-layer';
import { StoreLoadFailed, StoreLoading, StoreMissing } from '../../features/store/components/store-status';
import { StoreTop } from '../../features/store/components/store-top';
import { goodsSearchUrl, storeParams } from '../../features/store/lib/store-params';
import {
  useDiningTypeChoice,
  useStoreBack,
  useStorePageGuards,
  useStoreSheets,
  useWaiterCall,
} from '../../features/store/use-store-page';
import { useDinerCount, useScrollMemory, useStorePrompt } from '../../features/store/use-store-state';
import { loadStoreTexts, useStoreTexts } from '../../shared/i18n/store-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from '../../shared/lib/history-router';
import { paths } from '../../shared/lib/paths';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useUser } from '../../shared/lib/user-store';
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

const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/**
 * The store page (/post/detail): header, info strip, location prompt, points card, timed menus, dining
 * type or the dine-in actions, the menu with sticky category tabs, the item dialog and the cart, and
 * their explanation sheets. Kept alive: its data stays cached and its scroll position is restored when
 * the diner comes back. The store feature draws the page; this route wires it to the cart, the item
 * dialog, the chosen location and sign-in.
 */
export default function StoreRoute() {
  useStoreTexts();
  const { t } = useTranslation();
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
  const waiter = useWaiterCall(businessId, tableName);
  const user = useUser();
  const location = useChosenLocation();
  const [locationDismissed, dismissLocation] = useStorePrompt('locationDismissed');
  const sheets = useStoreSheets(params.needShowSafariGuide);
  const [signInFor, setSignInFor] = useState<'waiter' | 'points'>('waiter');
  const onSelectType = useDiningTypeChoice(detail.data, orderType, ordering.setOrderType);
  const onBack = useStoreBack();
  useDocumentTitle(detail.data?.name ?? t('screens.postDetail'));
  useScrollMemory(businessId, detail.data !== undefined && menuData !== undefined);
  useOrderAgain(businessId, detail.data);
  // A table the store does not have, or a store without dine-in, cannot take the table's orders.
  const tableRefused = useStorePageGuards(businessId, tableName, detail);

  const signIn = (reason: 'waiter' | 'points') => {
    setSignInFor(reason);
    sheets.openSheet('login');
  };

  if (!businessId) return <StoreMissing />;

  if (!storeData || tableRefused) {
    return (
      <main className="nb-shop-page">
        {detail.isError ? (
          <StoreLoadFailed message={t('store.loadFailed')} onRetry={() => void detail.refetch()} />
        ) : (
          <StoreLoading />
        )}
      </main>
    );
  }

  const store = storeData;
  const menus = menuData?.timedMenus ?? [];

  return (
    <>
      <main className="nb-shop-page">
        <StoreTop
          store={store}
          orderType={orderType}
          tableName={tableName}
          dinerCount={dinerCount}
          onBack={params.noBack ? null : onBack}
          askLocation={!location && !locationDismissed && orderType !== 'dineIn'}
          onDismissLocation={dismissLocation}
          onOpenSheet={sheets.openSheet}
          onPreview={(index) => ordering.openPreview({ images: store.images, index, subject: store.name })}
          signedIn={user !== null}
          onSignInForPoints={() => signIn('points')}
        />
        <StoreControls
          orderType={orderType}
          tableName={tableName}
          onSelectType={onSelectType}
          calling={waiter.calling}
          onCallWaiter={() => (user ? waiter.call() : signIn('waiter'))}
          menus={menus}
          timedMenuId={timedMenuId}
          onSelectMenu={setTimedMenuId}
        />
        <StoreMenu
          menu={menuData}
          failed={menu.isError}
          onRetry={() => void menu.refetch()}
          context={ordering.rowContext(menus)}
          searchUrl={goodsSearchUrl(businessId, tableName)}
        />
      </main>
      {ordering.overlays(orderType ?? 'pickup')}
      <StoreSheetLayer
        sheets={sheets.sheets}
        detail={store}
        dinerCount={dinerCount}
        onDinerCount={setDinerCount}
        onClose={sheets.closeSheet}
        login={
          <Suspense fallback={null}>
            <LoginDialog
              visible={sheets.open === 'login' && !user}
              onClose={sheets.closeSheet}
              onSignedIn={() => {
                if (signInFor === 'waiter') waiter.call();
              }}
            />
          </Suspense>
        }
      />
    </>
  );
}
