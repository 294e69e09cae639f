import type { UserDto } from '@nearbite/contract/auth';
import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from './browser-storage';
import { createUserStore, USER_STORAGE_KEY } from './user-store';

const user: UserDto = {
  id: 'u1',
  phoneNumber: '+14155550123',
  email: null,
  notificationConfigs: null,
  extraInfo: { receiveNewUserPackage: false, newUserPackagePromptsStopped: false },
  extraInfoStatistics: { hasAlreadyOrdered: false },
};

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('user store', () => {
  it('keeps the signed-in user in session storage under "user" and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createUserStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(user);
    expect(store.get()).toEqual(user);
    expect(JSON.parse(storage.map.get(USER_STORAGE_KEY) ?? 'null')).toEqual(user);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('restores the user after a reload', () => {
    const store = createUserStore(memoryStorage({ [USER_STORAGE_KEY]: JSON.stringify(user) }));
    expect(store.get()?.phoneNumber).toBe('+14155550123');
  });

  it('clears the user from memory and storage', () => {
    const storage = memoryStorage({ [USER_STORAGE_KEY]: JSON.stringify(user) });
    const store = createUserStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.map.has(USER_STORAGE_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('remembers a sign-in across browser sessions until sign-out, to decide on the start-up refresh', () => {
    const local = memoryStorage();
    const firstVisit = createUserStore(memoryStorage(), local);
    expect(firstVisit.mightBeSignedIn()).toBe(false);
    firstVisit.set(user);
    // The browser closes: session storage is gone, local storage stays.
    const nextVisit = createUserStore(memoryStorage(), local);
    expect(nextVisit.get()).toBeNull();
    expect(nextVisit.mightBeSignedIn()).toBe(true);
    nextVisit.clear();
    expect(createUserStore(memoryStorage(), local).mightBeSignedIn()).toBe(false);
  });

  it('ignores a stored value that is not a user', () => {
    expect(createUserStore(memoryStorage({ [USER_STORAGE_KEY]: '{oops' })).get()).toBeNull();
    expect(createUserStore(memoryStorage({ [USER_STORAGE_KEY]: '{"id":1}' })).get()).toBeNull();
  });
});
