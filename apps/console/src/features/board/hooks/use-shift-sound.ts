import { useEffect, useSyncExternalStore } from 'react';
import { type BeepScheduler, browserBeepDeps, createBeepScheduler } from '../sound/beep-scheduler';

/** One scheduler for the page: leaving the board and coming back keeps the shift's sound as it was. */
let shared: BeepScheduler | null = null;
function scheduler(): BeepScheduler {
  shared ??= createBeepScheduler(browserBeepDeps());
  return shared;
}

/**
 * The board's sound: `start` (from the Start shift click) turns it on; it beeps every few seconds while
 * `incoming` orders wait, and stops when none do or the board is left.
 */
export function useShiftSound(incoming: number) {
  const sound = scheduler();
  const on = useSyncExternalStore(sound.subscribe, () => sound.enabled);
  const ringing = useSyncExternalStore(sound.subscribe, () => sound.ringing);
  useEffect(() => sound.setIncoming(incoming), [sound, incoming]);
  useEffect(() => () => sound.setIncoming(0), [sound]);
  return { on, ringing, start: () => sound.enable(), mute: () => sound.disable() };
}
