/**
 * A map of what one server copy keeps in memory, bounded by a total weight (an entry count, or characters):
 * past it, the entries written longest ago go first. Reads do not refresh an entry; entries here are
 * rewritten whenever what they hold changes, which keeps the stores diners look at.
 */
export function createBoundedMap<V>(capacity: number, weigh: (value: V) => number = () => 1) {
  const entries = new Map<string, { value: V; weight: number }>();
  let total = 0;

  const remove = (key: string): void => {
    const known = entries.get(key);
    if (!known) return;
    total -= known.weight;
    entries.delete(key);
  };

  return {
    get: (key: string): V | undefined => entries.get(key)?.value,

    /** Writes the entry as the newest one, then drops the oldest while past the capacity. */
    set(key: string, value: V): void {
      remove(key);
      const weight = weigh(value);
      entries.set(key, { value, weight });
      total += weight;
      for (const oldest of entries.keys()) {
        if (total <= capacity || entries.size <= 1) break;
        remove(oldest);
      }
    },

    /** How many entries are held (for tests and the bench's memory figures). */
    size: (): number => entries.size,
  };
}
