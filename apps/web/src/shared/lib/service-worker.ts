/** How often, at most, a tab that comes back into view asks whether a new version is out. */
const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;
/**
 * The worker precaches the whole shell (about 1 MB before compression): it starts once the first
 * screen has settled — its API calls and images, the welcome gift at 2 s — not while it loads.
 */
const REGISTER_DELAY_MS = 3000;
const REGISTER_IDLE_TIMEOUT_MS = 5000;

/**
 * Decides, for each `controllerchange`, whether to reload: the first worker taking control of a
 * page that had none is not a new version (no reload); after that, a change means a new version
 * is active, and the page reloads once.
 */
export function createReloadDecider(initiallyControlled: boolean): () => boolean {
  let controlled = initiallyControlled;
  let reloaded = false;
  return () => {
    if (!controlled) {
      controlled = true;
      return false;
    }
    if (reloaded) return false;
    reloaded = true;
    return true;
  };
}

/**
 * Registers /service-worker.js (production builds only; the dev server has none). Called after the
 * page has loaded (main.tsx), it waits a few more seconds and for an idle moment, so it never
 * competes with the first screen. When a new version's worker activates and takes over, the page
 * reloads once to run the new version.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const shouldReload = createReloadDecider(workers.controller !== null);
  workers.addEventListener('controllerchange', () => {
    if (shouldReload()) window.location.reload();
  });

  const register = () => {
    workers.register('/service-worker.js').then(
      (registration) => {
        // Single-page navigations never ask for a new worker: ask when the diner returns to the tab.
        let checkedAt = Date.now();
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState !== 'visible') return;
          if (Date.now() - checkedAt < UPDATE_CHECK_INTERVAL_MS) return;
          checkedAt = Date.now();
          registration.update().catch(() => undefined);
        });
      },
      () => undefined,
    );
  };
  window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(register, { timeout: REGISTER_IDLE_TIMEOUT_MS });
    } else register();
  }, REGISTER_DELAY_MS);
}
