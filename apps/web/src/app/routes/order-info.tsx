import { lazy, Suspense, useState } from 'react';
import { useOrderDetail } from '../../features/order-detail/api';
import { OrderProblem } from '../../features/order-detail/components/order-problem';
import { ScreenHeader } from '../../features/order-detail/components/screen-header';
import { loadOrderDetailTexts, useOrderDetailTexts } from '../../shared/i18n/orders-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from '../../shared/lib/history-router';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useUser } from '../../shared/lib/user-store';
import { actionButtonPrimary } from '../../shared/ui/action-button';
import { PageLoading } from '../../shared/ui/page-loading';
import { LoadedOrder } from './order-info-loaded';

void loadOrderDetailTexts();

const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

function OrderScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const query = useOrderDetail(orderId, true);
  if (query.data) {
    return (
      <LoadedOrder order={query.data} receivedAt={query.dataUpdatedAt} reload={() => void query.refetch()} />
    );
  }
  return (
    <div className="nb-screen">
      <ScreenHeader title={t('screens.orderInfo')} />
      {query.isError ? (
        <OrderProblem
          title={t('orderInfo.loadFailed')}
          onRetry={() => void query.refetch()}
          retryLabel={t('orderInfo.retry')}
        />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}

/**
 * /order/info?orderId=: the order's status, actions, contents, prices, payments and facts; a delivery order
 * on its way shows them in a sheet over the live map. O1 without an order id; a sign-in prompt when signed out.
 */
export default function OrderInfoRoute() {
  useOrderDetailTexts();
  const { t } = useTranslation();
  useDocumentTitle(t('screens.orderInfo'));
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const user = useUser();
  const [signingIn, setSigningIn] = useState(false);

  if (orderId && user) return <OrderScreen key={orderId} orderId={orderId} />;
  return (
    <div className="nb-screen">
      <ScreenHeader title={t('screens.orderInfo')} />
      {!orderId ? (
        <OrderProblem title={t('orderInfo.missingIdTitle')} code="O1" />
      ) : (
        <div className="nb-screen-problem">
          <p className="nb-screen-problem-text">{t('orderInfo.signedOut')}</p>
          <button type="button" className={actionButtonPrimary} onClick={() => setSigningIn(true)}>
            {t('orders.signIn')}
          </button>
        </div>
      )}
      {signingIn && !user ? (
        <Suspense fallback={null}>
          <LoginDialog visible onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
