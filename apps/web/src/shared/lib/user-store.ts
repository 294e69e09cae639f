import type { UserDto } from '@nearbite/contract/auth';
import { useSyncExternalStore } from 'react';
import { type KeyValueStorage, localStore, safeSet, sessionStore } from './browser-storage';

/** Session-storage key of the signed-in user (the specification's client state). */
export const USER_STORAGE_KEY = 'user';
/**
 * Local-storage flag: this browser signed in and has not signed out since. A "keep me logged in"
 * cookie outlives the tab's session storage, so the flag (not the stored user) decides whether
 * the start-up GET /user is worth making; visitors who never signed in make no call (and see no 401).
 */
export const SESSION_HINT_KEY = 'signedIn';

export interface UserStore {
  get(): UserDto | null;
  set(user: UserDto): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** True when a server session may exist: a stored user, or a sign-in not yet followed by a sign-out. */
  mightBeSignedIn(): boolean;
}

function isUser(value: unknown): value is UserDto {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { phoneNumber?: unknown }).phoneNumber === 'string'
  );
}

function read(storage: KeyValueStorage): UserDto | null {
  const raw = storage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The signed-in user, kept in session storage and shared with every screen. */
export function createUserStore(storage: KeyValueStorage, hintStorage: KeyValueStorage = storage): UserStore {
  let current = read(storage);
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    set(user) {
      current = user;
      safeSet(storage, USER_STORAGE_KEY, JSON.stringify(user));
      safeSet(hintStorage, SESSION_HINT_KEY, '1');
      emit();
    },
    clear() {
      storage.removeItem(USER_STORAGE_KEY);
      hintStorage.removeItem(SESSION_HINT_KEY);
      if (current === null) return;
      current = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    mightBeSignedIn: () => current !== null || hintStorage.getItem(SESSION_HINT_KEY) === '1',
  };
}

export const userStore = createUserStore(sessionStore, localStore);

/** The signed-in user, or null; re-renders when it changes. */
export function useUser(): UserDto | null {
  return useSyncExternalStore(userStore.subscribe, userStore.get, () => null);
}
