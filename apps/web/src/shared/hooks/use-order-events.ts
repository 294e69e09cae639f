import type { OrderEventDto } from '@nearbite/contract/order-events';
import { useEffect, useRef, useState } from 'react';
import { subscribeOrderEvents } from '../lib/order-stream';

/**
 * Calls `onEvent` for each of the diner's order events while `enabled`; answers whether the stream is open,
 * so a screen polls only while it is not.
 */
export function useOrderEvents(enabled: boolean, onEvent: (event: OrderEventDto) => void): boolean {
  const [live, setLive] = useState(false);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeOrderEvents((event) => handler.current(event), setLive);
  }, [enabled]);
  return enabled && live;
}
