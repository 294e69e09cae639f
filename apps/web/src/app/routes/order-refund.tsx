import { lazy, Suspense, useState } from 'react';
import { OrderProblem } from '../../features/order-detail/components/order-problem';
import { ScreenHeader } from '../../features/order-detail/components/screen-header';
import { trackingEntriesOf } from '../../features/order-detail/lib/tracking';
import { useRefundInfo } from '../../features/refund/api';
import { RefundView } from '../../features/refund/components/refund-view';
import { loadOrdersTexts, useOrdersTexts } from '../../shared/i18n/orders-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from '../../shared/lib/history-router';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useUser } from '../../shared/lib/user-store';
import { actionButtonPrimary } from '../../shared/ui/action-button';
import { PageLoading } from '../../shared/ui/page-loading';

void loadOrdersTexts();

const TrackingSheet = lazy(() => import('../../features/order-detail/components/tracking-sheet'));
const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

function RefundScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const query = useRefundInfo(orderId, true);
  const [tracking, setTracking] = useState(false);
  const refund = query.data;
  if (!refund) {
    return query.isError ? (
      <OrderProblem
        title={t('refund.loadFailed')}
        onRetry={() => void query.refetch()}
        retryLabel={t('refund.retry')}
      />
    ) : (
      <PageLoading />
    );
  }
  const { createTime, updatedTime } = refund.refundedTime;
  const extra = [{ label: t('orderInfo.tracking.refundIssued'), time: createTime }];
  if (updatedTime > createTime)
    extra.push({ label: t('orderInfo.tracking.refundUpdated'), time: updatedTime });
  return (
    <>
      <RefundView refund={refund} onTracking={() => setTracking(true)} />
      {tracking ? (
        <Suspense fallback={null}>
          <TrackingSheet
            visible
            title={t('refund.tracking')}
            onClose={() => setTracking(false)}
            entries={trackingEntriesOf(refund.handleTimes)}
            extra={extra}
            timeZone={refund.business.timeZone}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** /order/refund?orderId=: what was refunded of the order, how much, why, and how to reach the store. */
export default function OrderRefundRoute() {
  useOrdersTexts();
  const { t } = useTranslation();
  const title = t('screens.orderRefund');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const user = useUser();
  const [signingIn, setSigningIn] = useState(false);
  return (
    <div className="nb-screen">
      <ScreenHeader title={title} />
      <main className="nb-screen-main">
        {!orderId ? (
          <OrderProblem title={t('orderInfo.missingIdTitle')} code="O1" />
        ) : user ? (
          <RefundScreen key={orderId} orderId={orderId} />
        ) : (
          <div className="nb-screen-problem">
            <p className="nb-screen-problem-text">{t('orderInfo.signedOut')}</p>
            <button type="button" className={actionButtonPrimary} onClick={() => setSigningIn(true)}>
              {t('orders.signIn')}
            </button>
          </div>
        )}
      </main>
      {signingIn && !user ? (
        <Suspense fallback={null}>
          <LoginDialog visible onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
