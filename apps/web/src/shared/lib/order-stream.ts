import { type OrderEventDto, orderEventRoutes } from '@nearbite/contract/order-events';
import { API_BASE_PATH } from '@nearbite/domain/app-constants';

type EventListener = (event: OrderEventDto) => void;
type LiveListener = (live: boolean) => void;

/** How long after the server refused the stream (signed out, an outage) it is tried again. */
const REOPEN_AFTER_REFUSAL_MS = 10_000;

const eventListeners = new Set<EventListener>();
const liveListeners = new Set<LiveListener>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
let live = false;

function setLive(next: boolean): void {
  if (live === next) return;
  live = next;
  for (const listener of [...liveListeners]) listener(live);
}

function open(): void {
  if (source || reopenTimer || typeof EventSource === 'undefined') return;
  const stream = new EventSource(`${API_BASE_PATH}${orderEventRoutes.dinerStream.url}`, {
    withCredentials: true,
  });
  source = stream;
  stream.onopen = () => setLive(true);
  stream.onerror = () => {
    setLive(false);
    // A dropped stream reconnects by itself (sending Last-Event-ID, so nothing is missed); an answer other
    // than a stream (401, 503) closes it for good, so it is opened again later while someone listens.
    if (stream.readyState !== EventSource.CLOSED) return;
    source = null;
    reopenTimer = setTimeout(() => {
      reopenTimer = null;
      if (eventListeners.size > 0) open();
    }, REOPEN_AFTER_REFUSAL_MS);
  };
  stream.addEventListener('order', (message) => {
    const event = JSON.parse((message as MessageEvent<string>).data) as OrderEventDto;
    for (const listener of [...eventListeners]) listener(event);
  });
}

function closeWhenUnused(): void {
  if (eventListeners.size > 0) return;
  source?.close();
  source = null;
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = null;
  setLive(false);
}

/**
 * Listens to the signed-in diner's order events over one stream shared by every screen; `onLive` hears
 * whether the stream is open (while it is not, screens poll). Answers the unsubscribe.
 */
export function subscribeOrderEvents(onEvent: EventListener, onLive: LiveListener): () => void {
  eventListeners.add(onEvent);
  liveListeners.add(onLive);
  open();
  onLive(live);
  return () => {
    eventListeners.delete(onEvent);
    liveListeners.delete(onLive);
    closeWhenUnused();
  };
}
