import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
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

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

afterEach(async () => {
  // Vitest runs without globals, so Testing Library cannot register its own clean-up.
  cleanup();
  /*
   * antd-mobile's confirm dialogs live in React roots of their own, outside the rendered tree. Close them and
   * wait until they unmount: an unmount left pending runs after jsdom is gone, and React then throws "window is
   * not defined" into the run (seen in CI).
   */
  Dialog.clear();
  await act(async () => {
    for (let wait = 0; wait < 50 && document.querySelector('.adm-dialog'); wait += 1) await pause(20);
    await pause(0);
  });
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  userStore.clear();
  sessionStorage.clear();
  localStorage.clear();
});
