import type { NavigateFunction } from './history-router';

/** Back to the previous screen of this visit, else to `fallback` (opened from a link or a reload). */
export function goBack(navigate: NavigateFunction, fallback: string) {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
