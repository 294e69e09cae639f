import { lazy, Suspense, useId, useState } from 'react';
import { type OrdersTab, useOrderList } from '../../features/orders/api';
import { OrderList } from '../../features/orders/components/order-list';
import { OrderTabs } from '../../features/orders/components/order-tabs';
import { SignedOutOrders } from '../../features/orders/components/signed-out-orders';
import { loadOrdersTexts, useOrdersTexts } from '../../shared/i18n/orders-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useUser } from '../../shared/lib/user-store';
import '../../features/orders/components/orders.css';

void loadOrdersTexts();

const CancelOrderSheet = lazy(() => import('../../features/orders/components/cancel-order-sheet'));
const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** The chosen tab outlives the screen: a visit to an order and back keeps it. */
let rememberedTab: OrdersTab = 'current';

/** /orders: the signed-in diner's orders on the Current and History tabs; a sign-in prompt otherwise. */
export default function OrdersRoute() {
  useOrdersTexts();
  const { t } = useTranslation();
  useDocumentTitle(t('orders.title'));
  const user = useUser();
  const ids = useId();
  const panelId = `${ids}-panel`;
  const [tab, setTab] = useState(rememberedTab);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const list = useOrderList(tab, user !== null);

  const chooseTab = (next: OrdersTab) => {
    rememberedTab = next;
    setTab(next);
  };

  return (
    <main className="nb-orders-page">
      <header className="nb-orders-head">
        <h1 className="nb-orders-title">{t('orders.title')}</h1>
        {user ? <OrderTabs value={tab} onChange={chooseTab} panelId={panelId} idPrefix={ids} /> : null}
      </header>
      {user ? (
        <div id={panelId} role="tabpanel" aria-labelledby={`${ids}-${tab}`}>
          <OrderList key={tab} query={list} onCancel={setCancelling} />
        </div>
      ) : (
        <SignedOutOrders onSignIn={() => setSigningIn(true)} />
      )}
      {cancelling ? (
        <Suspense fallback={null}>
          <CancelOrderSheet orderId={cancelling} onClose={() => setCancelling(null)} />
        </Suspense>
      ) : null}
      {signingIn && !user ? (
        <Suspense fallback={null}>
          <LoginDialog visible onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
