/**
 * Runs at most `width` tasks at once for each key, the rest in the order they came. A finished task hands
 * its place straight to the next one waiting, so a busy key keeps exactly `width` tasks running.
 */
export function createKeyedLanes(width: number) {
  const lanes = new Map<string, { running: number; waiting: Array<() => void> }>();

  async function enter(key: string): Promise<void> {
    const lane = lanes.get(key);
    if (!lane) {
      lanes.set(key, { running: 1, waiting: [] });
      return;
    }
    if (lane.running < width) {
      lane.running += 1;
      return;
    }
    await new Promise<void>((resolve) => lane.waiting.push(resolve));
  }

  function leave(key: string): void {
    const lane = lanes.get(key);
    if (!lane) return;
    const next = lane.waiting.shift();
    if (next) {
      next();
      return;
    }
    lane.running -= 1;
    if (lane.running === 0) lanes.delete(key);
  }

  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      await enter(key);
      try {
        return await task();
      } finally {
        leave(key);
      }
    },

    /** Keys with a task running (for tests). */
    busyKeys: (): number => lanes.size,
  };
}
