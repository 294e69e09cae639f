import { routePath } from '@nearbite/api-client/api-call';
import { type OrderEventDto, orderEventRoutes } from '@nearbite/contract/order-events';
import { API_BASE_PATH } from '@nearbite/domain/app-constants';

/** How long after the server refused the stream (signed out, an outage) it is opened again. */
export const REOPEN_AFTER_REFUSAL_MS = 10_000;

export interface BoardStreamHandlers {
  onEvent: (event: OrderEventDto) => void;
  /** Whether the stream is open: while it is not, the board polls. */
  onLive: (live: boolean) => void;
}

/**
 * Listens to a store's order events (Server-Sent Events, `event: order`). A dropped stream reconnects by
 * itself and sends Last-Event-ID, so nothing is missed; an answer other than a stream (401, 503) closes it,
 * and it is opened again after a pause. Answers the function that closes it for good.
 */
export function openBoardStream(businessId: string, handlers: BoardStreamHandlers): () => void {
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const url = `${API_BASE_PATH}${routePath(orderEventRoutes.boardStream.url, { businessId })}`;

  const open = () => {
    if (closed || typeof EventSource === 'undefined') return;
    const stream = new EventSource(url, { withCredentials: true });
    source = stream;
    stream.onopen = () => handlers.onLive(true);
    stream.onerror = () => {
      handlers.onLive(false);
      if (stream.readyState !== EventSource.CLOSED) return;
      source = null;
      reopenTimer = setTimeout(() => {
        reopenTimer = null;
        open();
      }, REOPEN_AFTER_REFUSAL_MS);
    };
    stream.addEventListener('order', (message) => {
      try {
        handlers.onEvent(JSON.parse((message as MessageEvent<string>).data) as OrderEventDto);
      } catch {
        // A malformed event still says something changed.
        handlers.onEvent({ orderId: null, source: 'orders' });
      }
    });
  };

  open();
  return () => {
    closed = true;
    source?.close();
    source = null;
    if (reopenTimer) clearTimeout(reopenTimer);
    handlers.onLive(false);
  };
}
