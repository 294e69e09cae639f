import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { lazy, Suspense, useState } from 'react';
import { useCallService } from '../../features/order-detail/api';
import { DetailActionBar } from '../../features/order-detail/components/detail-actions';
import { OrderDetailBody } from '../../features/order-detail/components/order-detail-body';
import { ScreenHeader } from '../../features/order-detail/components/screen-header';
import {
  detailActionsOf,
  detailLabelOf,
  detailStateOf,
  isLiveDelivery,
} from '../../features/order-detail/lib/order-view';
import { trackingEntriesOf } from '../../features/order-detail/lib/tracking';
import { usePayCountdown } from '../../features/orders/use-pay-clock';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showError, showNotice } from '../../shared/lib/notify';
import { LiveLayout } from './order-info-live';

const CancelOrderSheet = lazy(() => import('../../features/orders/components/cancel-order-sheet'));
const TrackingSheet = lazy(() => import('../../features/order-detail/components/tracking-sheet'));
const ServiceSheet = lazy(() => import('../../features/order-detail/components/service-sheet'));
const EmailReceiptSheet = lazy(() => import('../../features/receipt/components/email-receipt-sheet'));

type Popup = 'cancel' | 'tracking' | 'service' | 'email';

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
