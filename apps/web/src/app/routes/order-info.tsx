import '../../shared/ui/antd-setup';
import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { ORDER_MAP_ZOOM } from '@nearbite/domain/order-display';
import FloatingPanel from 'antd-mobile/es/components/floating-panel';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCallService, useOrderDetail } from '../../features/order-detail/api';
import { DetailActionBar } from '../../features/order-detail/components/detail-actions';
import { OrderDetailBody } from '../../features/order-detail/components/order-detail-body';
import type { OrderMapMarkersProps } from '../../features/order-detail/components/order-map-markers';
import { OrderProblem } from '../../features/order-detail/components/order-problem';
import { ScreenHeader } from '../../features/order-detail/components/screen-header';
import {
  detailActionsOf,
  detailLabelOf,
  detailStateOf,
  isLiveDelivery,
  orderMapOf,
} from '../../features/order-detail/lib/order-view';
import { trackingEntriesOf } from '../../features/order-detail/lib/tracking';
import { usePayCountdown } from '../../features/orders/use-pay-clock';
import { loadOrdersTexts, useOrdersTexts } from '../../shared/i18n/orders-texts';
import { showError, showNotice } from '../../shared/lib/notify';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useUser } from '../../shared/lib/user-store';
import { PageLoading } from '../../shared/ui/page-loading';
import './order-info.css';

void loadOrdersTexts();

const CancelOrderSheet = lazy(() => import('../../features/orders/components/cancel-order-sheet'));
const TrackingSheet = lazy(() => import('../../features/order-detail/components/tracking-sheet'));
const ServiceSheet = lazy(() => import('../../features/order-detail/components/service-sheet'));
const EmailReceiptSheet = lazy(() => import('../../features/receipt/components/email-receipt-sheet'));
const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/**
 * The order map: the map feature's Leaflet map (tiles from the deployment's config) with the order's
 * markers, loaded together in one chunk so the map never mounts before its markers.
 */
const OrderMap: ComponentType<OrderMapMarkersProps> = lazy(async () => {
  const [{ BaseMap }, markers] = await Promise.all([
    import('../../features/map/components/base-map'),
    import('../../features/order-detail/components/order-map-markers'),
  ]);
  const Markers = markers.default;
  function LoadedOrderMap({ map, storeName }: OrderMapMarkersProps) {
    const { t } = useTranslation();
    return (
      <section className="nb-order-map" aria-label={t('orderInfo.map.label')}>
        <BaseMap center={map.centre} zoom={ORDER_MAP_ZOOM}>
          <Markers map={map} storeName={storeName} />
        </BaseMap>
      </section>
    );
  }
  return { default: LoadedOrderMap };
});

type Popup = 'cancel' | 'tracking' | 'service' | 'email';

/** The heights the map sheet snaps to: a peek over the map, and nearly the whole screen. */
function panelAnchors(): number[] {
  const height = typeof window === 'undefined' ? 844 : window.innerHeight;
  return [Math.round(height * 0.45), Math.round(height * 0.88)];
}

function LiveLayout({
  order,
  title,
  children,
}: {
  order: OrderDetailDto;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const anchors = useMemo(panelAnchors, []);
  const map = orderMapOf(order);
  return (
    <div className="nb-order-live">
      <ScreenHeader title={title} floating />
      <Suspense fallback={<div className="nb-order-map nb-order-map-loading" />}>
        <OrderMap map={map} storeName={order.business.name} />
      </Suspense>
      <FloatingPanel anchors={anchors} className="nb-order-panel">
        <section className="nb-order-panel-body" aria-label={t('orderInfo.sheetLabel')}>
          {children}
        </section>
      </FloatingPanel>
    </div>
  );
}

function LoadedOrder({
  order,
  receivedAt,
  reload,
}: {
  order: OrderDetailDto;
  receivedAt: number;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const title = t('screens.orderInfo');
  const [popup, setPopup] = useState<Popup | null>(null);
  const payLeft = usePayCountdown(order.remainPayTime, receivedAt, reload);
  const callService = useCallService(order.id);
  const state = detailStateOf(order);
  const actions = detailActionsOf(order, payLeft, Date.now());
  const close = () => setPopup(null);

  const callWaiter = () =>
    callService.mutate(undefined, {
      onSuccess: () => void showNotice(t('orderInfo.callWaiterDone'), 'success'),
      onError: (error) => void showError(error, { title: t('orderInfo.callWaiterFailed') }),
    });

  const body = (
    <OrderDetailBody
      order={order}
      labelKey={detailLabelOf(order)}
      unpaid={state === 0}
      payLeft={payLeft}
      actions={
        <DetailActionBar
          orderId={order.id}
          actions={actions}
          onCancel={() => setPopup('cancel')}
          onCallWaiter={callWaiter}
          callingWaiter={callService.isPending}
          onTracking={() => setPopup('tracking')}
          onService={() => setPopup('service')}
          onEmailReceipt={() => setPopup('email')}
        />
      }
    />
  );

  return (
    <>
      {isLiveDelivery(order) ? (
        <LiveLayout order={order} title={title}>
          {body}
        </LiveLayout>
      ) : (
        <div className="nb-screen">
          <ScreenHeader title={title} />
          <main className="nb-screen-main">{body}</main>
        </div>
      )}
      <Suspense fallback={null}>
        {popup === 'cancel' ? <CancelOrderSheet orderId={order.id} onClose={close} /> : null}
        {popup === 'tracking' ? (
          <TrackingSheet
            visible
            onClose={close}
            entries={trackingEntriesOf(order.handleTimes)}
            timeZone={order.business.timeZone}
          />
        ) : null}
        {popup === 'service' ? (
          <ServiceSheet visible onClose={close} contact={order.business.platformContact} />
        ) : null}
        {popup === 'email' ? <EmailReceiptSheet visible orderId={order.id} onClose={close} /> : null}
      </Suspense>
    </>
  );
}

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
  useOrdersTexts();
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
          <button
            type="button"
            className="nb-detail-button nb-detail-button-primary"
            onClick={() => setSigningIn(true)}
          >
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
