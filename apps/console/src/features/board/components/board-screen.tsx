import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useNow } from '../../../shared/hooks/use-now';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { useBoardOrders, useWaiterCalls } from '../api';
import { waitingOrders } from '../card-labels';
import { useBoardLive } from '../hooks/use-board-live';
import { useCancelledNotices } from '../hooks/use-cancelled-notices';
import { useCardRequests } from '../hooks/use-card-requests';
import { useShiftSound } from '../hooks/use-shift-sound';
import { boardTexts } from '../texts';
import { BoardColumns } from './board-columns';
import { BoardDialogs } from './board-dialogs';
import { BoardToolbar } from './board-toolbar';
import { CancelledNotices } from './cancelled-notices';
import { WaiterCalls } from './waiter-calls';
import './board.css';

/** Cards count minutes every 15 s, so "3 min ago" is never more than a quarter minute late. */
const TICK_MS = 15_000;

/**
 * A store's live order board: the orders by column, kept current by the store's event stream (polling
 * while it is down), waiter calls, cancelled-order alarms, and the shift's sound. `settings` goes in the
 * toolbar (the app composes the settings feature there).
 */
export function BoardScreen({ businessId, settings }: { businessId: string; settings?: ReactNode }) {
  const t = useTexts(boardTexts);
  const common = useTexts(commonTexts);
  useDocumentTitle(t.title, common.appName);
  const live = useBoardLive(businessId);
  const orders = useBoardOrders(businessId, !live);
  const calls = useWaiterCalls(businessId, !live);
  const list = orders.data?.orders;
  const waiting = waitingOrders(list ?? []);
  const sound = useShiftSound(waiting);
  // The server's clock, as of the last answer: a tablet whose clock is off still counts minutes right.
  const offset = orders.data ? orders.data.serverTime - orders.dataUpdatedAt : 0;
  const now = useNow(TICK_MS, Math.round(offset / 1000) * 1000);
  const notices = useCancelledNotices(list);
  const requests = useCardRequests(businessId, notices.cancellingHere);
  return (
    <div className="nc-board">
      <h1 className="nc-visually-hidden">{t.title}</h1>
      <BoardToolbar live={live} waiting={waiting} sound={sound}>
        {settings}
      </BoardToolbar>
      <CancelledNotices notices={notices.notices} onDismiss={notices.dismiss} />
      <WaiterCalls businessId={businessId} calls={calls.data?.calls ?? []} />
      {orders.isPending ? <Loading text={common.loading} /> : null}
      {orders.isError && !list ? (
        <LoadFailed text={common.loadFailed} retryLabel={common.retry} onRetry={() => orders.refetch()} />
      ) : null}
      {list ? <BoardColumns businessId={businessId} orders={list} now={now} requests={requests} /> : null}
      <BoardDialogs requests={requests} />
    </div>
  );
}
