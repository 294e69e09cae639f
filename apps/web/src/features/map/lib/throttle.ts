export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

export interface ThrottleOptions {
  /** Counts as a call made at this time (map mode's first fetch happens when the screen opens). */
  lastCallAt?: number;
}

/**
 * Calls `fn` at most once per `intervalMs`: at once when the last call is long enough ago, else
 * once at the end of the interval with the latest arguments (so the last map position always wins).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  intervalMs: number,
  clock: Clock,
  options: ThrottleOptions = {},
): Throttled<A> {
  let lastCallAt = options.lastCallAt ?? Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  let pending: A | null = null;

  const run = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    lastCallAt = clock.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    pending = args;
    if (timer !== null) return;
    const wait = lastCallAt + intervalMs - clock.now();
    if (wait <= 0) run();
    else timer = clock.setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
