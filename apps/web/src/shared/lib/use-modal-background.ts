import { useEffect } from 'react';

let openModals = 0;

/**
 * While a modal sheet is open, the page under it (#root; sheets render into <body>) is inert:
 * no focus, no clicks, hidden from assistive technology. Focus returns to where it was on close.
 */
export function useModalBackground(active: boolean): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!active || !root) return;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals += 1;
    root.inert = true;
    root.setAttribute('aria-hidden', 'true');
    return () => {
      openModals -= 1;
      if (openModals === 0) {
        root.inert = false;
        root.removeAttribute('aria-hidden');
      }
      if (previousFocus?.isConnected) previousFocus.focus();
    };
  }, [active]);
}
