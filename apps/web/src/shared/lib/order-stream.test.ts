import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser EventSource as far as the order stream uses it; tests play the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (message: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(data: object) {
    this.listeners.get('order')?.({ data: JSON.stringify(data) });
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

const ORDER = '3f2b8c1e-5a7d-4e90-9b61-2c4d8e7f1a03';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the order stream', () => {
  it('opens one stream for every screen, says when it is live, and passes each event on', async () => {
    const { subscribeOrderEvents } = await import('./order-stream');
    const events: unknown[] = [];
    const live: boolean[] = [];
    const leaveList = subscribeOrderEvents(
      (event) => events.push(event),
      (value) => live.push(value),
    );
    const leaveDetail = subscribeOrderEvents(
      () => undefined,
      () => undefined,
    );
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/apis/v1/user/orders/events']);
    const [source] = FakeEventSource.opened;
    source?.open();
    source?.emit({ orderId: ORDER, source: 'orders' });
    expect(events).toEqual([{ orderId: ORDER, source: 'orders' }]);
    expect(live).toEqual([false, true]);
    leaveList();
    expect(source?.readyState).toBe(FakeEventSource.OPEN);
    leaveDetail();
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('is not live while a dropped stream reconnects (screens poll), and live again once it is back', async () => {
    const { subscribeOrderEvents } = await import('./order-stream');
    const live: boolean[] = [];
    subscribeOrderEvents(
      () => undefined,
      (value) => live.push(value),
    );
    const [source] = FakeEventSource.opened;
    source?.open();
    source?.fail(false);
    source?.open();
    expect(live).toEqual([false, true, false, true]);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens a refused stream again after 10 s while a screen still listens', async () => {
    const { subscribeOrderEvents } = await import('./order-stream');
    const leave = subscribeOrderEvents(
      () => undefined,
      () => undefined,
    );
    FakeEventSource.opened[0]?.fail(true);
    vi.advanceTimersByTime(9_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]?.fail(true);
    leave();
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
