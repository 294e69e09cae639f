import { useCallback, useEffect, useState } from 'react';
import { localStore } from './browser-storage';
import { COUNTDOWN_TICK_MS } from './constants';
import { countdownSeconds, RESEND_STORAGE_KEY, readSentAt, recordSentAt } from './resend-countdown';

export interface ResendCountdown {
  /** Seconds left; 0 when a code may be sent. */
  seconds: number;
  counting: boolean;
  /** Starts the countdown now and remembers it across reloads. */
  start(): void;
}

/** The 60 s resend countdown of a texted code, persisted in local storage. */
export function useResendCountdown(key: string = RESEND_STORAGE_KEY): ResendCountdown {
  const [sentAt, setSentAt] = useState(() => readSentAt(localStore, key));
  const [now, setNow] = useState(() => Date.now());
  const seconds = countdownSeconds(sentAt, now);
  const counting = seconds > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [counting]);

  const start = useCallback(() => {
    const sent = Date.now();
    recordSentAt(localStore, sent, key);
    setSentAt(sent);
    setNow(sent);
  }, [key]);

  return { seconds, counting, start };
}
