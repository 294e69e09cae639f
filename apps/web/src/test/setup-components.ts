import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { userStore } from '../shared/lib/user-store';

/*
 * What jsdom lacks and antd-mobile's sheets and dialogs use. The diner asks for reduced motion, so the
 * sheets open at once (antd-setup skips their animations then) instead of running frames in a fake clock.
 */
window.matchMedia ??= (query: string) =>
  ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

// Lazy screen parts (the cart popup, checkout's texts) are transformed on first use, slowly on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own clean-up.
  cleanup();
  // Toasts and confirm dialogs live outside the rendered tree.
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  userStore.clear();
  sessionStorage.clear();
  localStorage.clear();
});
