import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCallService } from '../../features/order-detail/api';
import { DetailActionBar } from '../../features/order-detail/components/detail-actions';
import { OrderDetailBody } from '../../features/order-detail/components/order-detail-body';
import { ScreenHeader } from '../../features/order-detail/components/screen-header';
import {
  detailActionsOf,
  detailLabelOf,
  detailStateOf,
  isLiveDelivery,
  isStillChanging,
} from '../../features/order-detail/lib/order-view';
import { trackingEntriesOf } from '../../features/order-detail/lib/tracking';
import { usePayCountdown } from '../../features/orders/use-pay-clock';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { LiveLayout } from './order-info-live';

const CancelOrderSheet = lazy(() => import('../../features/orders/components/cancel-order-sheet'));
const TrackingSheet = lazy(() => import('../../features/order-detail/components/tracking-sheet'));
const ServiceSheet = lazy(() => import('../../features/order-detail/components/service-sheet'));
const EmailReceiptSheet = lazy(() => import('../../features/receipt/components/email-receipt-sheet'));

type Popup = 'cancel' | 'tracking' | 'service' | 'email';

/** The toasts, needed only once a waiter is called: one file fewer before the order first shows. */
const notify = () => import('../../shared/lib/notify');

/** The live layout once its chunk is in: every later order screen of the visit uses it straight away. */
let liveLayoutLoaded: typeof LiveLayout | null = null;

/**
 * The live map layout (antd-mobile's floating panel with react-spring and use-gesture, Leaflet after it) for a
 * delivery order: asked for once the order is known to be one, so a pickup, dine-in or settled order shows
 * without that code (it was a third of the screen's script). Not through lazy() and Suspense: the order stays
 * on screen in the plain layout, with its status current, until the layout is in; a Suspense fallback would
 * hide it (and React paces the reveal of suspended content with timers, which the end-to-end tests' fake
 * clock holds back while it follows a delivery's statuses).
 */
function useLiveLayout(wanted: boolean): typeof LiveLayout | null {
  const [layout, setLayout] = useState(() => liveLayoutLoaded);
  useEffect(() => {
    if (!wanted || layout) return;
    let current = true;
    import('./order-info-live').then(
      (module) => {
        liveLayoutLoaded = module.LiveLayout;
        if (current) setLayout(() => module.LiveLayout);
      },
      // Without it the order stays in the plain layout, which shows it all but the map.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, layout]);
  return layout;
}

/** A loaded order: its body with the action bar, in the live layout while a delivery is on its way, and its sheets. */
export function LoadedOrder({
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
  // A delivery that is not on its way yet (paid, waiting for the store) asks for the layout too, so the map
  // is ready when the rider sets off.
  const Live = useLiveLayout(order.orderType === 'delivery' && isStillChanging(order));

  const callWaiter = () =>
    callService.mutate(undefined, {
      onSuccess: () =>
        void notify().then(({ showNotice }) => showNotice(t('orderInfo.callWaiterDone'), 'success')),
      onError: (error) =>
        void notify().then(({ showError }) => showError(error, { title: t('orderInfo.callWaiterFailed') })),
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
      {Live && isLiveDelivery(order) ? (
        <Live order={order} title={title}>
          {body}
        </Live>
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
