/**
 * Runs `task` once the page has loaded and the browser is next idle (at the latest `idleTimeoutMs`
 * after load). Work that is not the first screen — the service worker, the app banner's
 * configuration — starts here, so it never competes with the first paint. Returns a cancel function.
 */
export function afterLoad(task: () => void, idleTimeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timerHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    } else {
      timerHandle = window.setTimeout(task, 0);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timerHandle !== undefined) window.clearTimeout(timerHandle);
  };
}
