import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { boardKey } from '../api';
import { openBoardStream } from '../board-stream';

/** Events that arrive together (an order and its refund, a burst of orders) refresh the board once. */
export const BOARD_REFRESH_DELAY_MS = 150;

/**
 * Keeps the store's board current from its event stream: each event (or a burst of them) refetches the
 * board and its waiter calls ~150 ms later, and so does every (re)connection, which may follow a gap.
 * Answers whether the stream is open.
 */
export function useBoardLive(businessId: string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: boardKey(businessId) });
      }, BOARD_REFRESH_DELAY_MS);
    };
    const close = openBoardStream(businessId, {
      onEvent: refresh,
      onLive: (next) => {
        setLive(next);
        if (next) refresh();
      },
    });
    return () => {
      close();
      if (timer) clearTimeout(timer);
    };
  }, [businessId, queryClient]);
  return live;
}
