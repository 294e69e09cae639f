/** The part of the Web Storage interface the app uses; tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function pick(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    // Storage can throw when cookies are blocked.
    return null;
  }
}

/** A storage that forgets everything, used when the browser gives none. */
const memoryStorage = (): KeyValueStorage => {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
};

export const sessionStore: KeyValueStorage = pick('sessionStorage') ?? memoryStorage();
export const localStore: KeyValueStorage = pick('localStorage') ?? memoryStorage();

/** Writes that fail (quota, private mode) are dropped: stored state is a convenience. */
export function safeSet(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* ignore */
  }
}
