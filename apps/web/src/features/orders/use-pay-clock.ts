import { PAYMENT_COUNTDOWN_TICK_MS } from '@nearbite/domain/order-display';
import { useEffect, useRef, useState } from 'react';
import { secondsLeftToPay } from './lib/order-pages';

/**
 * The clock of pay countdowns: `now`, ticking each second while `running`. When the number of running
 * countdowns drops (one reached zero), `onExpire` runs once, so the screen reloads the order.
 */
export function usePayClock(runningCount: (now: number) => number, onExpire: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const count = runningCount(now);
  const running = count > 0;
  const previous = useRef(count);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), PAYMENT_COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (count < previous.current) expire.current();
    previous.current = count;
  }, [count]);

  return now;
}

/**
 * Seconds left to pay one order (the detail's countdown), from the `remainPayTime` the server gave at
 * `receivedAt`; ticks each second and calls `onExpire` when it reaches zero.
 */
export function usePayCountdown(remainPayTime: number, receivedAt: number, onExpire: () => void): number {
  const now = usePayClock((at) => (secondsLeftToPay(remainPayTime, receivedAt, at) > 0 ? 1 : 0), onExpire);
  return secondsLeftToPay(remainPayTime, receivedAt, now);
}
