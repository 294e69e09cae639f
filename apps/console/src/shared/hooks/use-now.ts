import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs` (cards' "minutes since it arrived" tick with it). */
export function useNow(everyMs: number, offsetMs = 0): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, offsetMs]);
  return now;
}
