import { useEffect, useRef } from 'react';

/** Opens the browser's print dialog once, when the ticket has loaded (a reload prints again). */
export function usePrintOnce(ready: boolean): void {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    // After the ticket is painted, so the print shows it.
    const timer = setTimeout(() => window.print(), 50);
    return () => clearTimeout(timer);
  }, [ready]);
}
