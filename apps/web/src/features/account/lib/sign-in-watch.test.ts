import type { UserDto } from '@nearbite/contract/auth';
import { describe, expect, it, vi } from 'vitest';
import { watchSignIns } from './sign-in-watch';

const user: UserDto = {
  id: 'u1',
  phoneNumber: '+14155550123',
  email: null,
  notificationConfigs: null,
  extraInfo: { receiveNewUserPackage: false, newUserPackagePromptsStopped: false },
  extraInfoStatistics: { hasAlreadyOrdered: false },
};

function store(initial: UserDto | null) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: UserDto | null) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('watchSignIns', () => {
  it('reports a sign-in, not a refresh of an already signed-in user', () => {
    const users = store(null);
    const onSignIn = vi.fn();
    watchSignIns(
      users,
      () => false,
      onSignIn,
      () => undefined,
    );
    users.set(user);
    users.set({ ...user, email: 'a@b.co' });
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledWith(user);
  });

  it('ignores a session restored at start, then reports the next sign-in after a sign-out', () => {
    const users = store(null);
    let restoring = true;
    const onSignIn = vi.fn();
    const onSignOut = vi.fn();
    watchSignIns(users, () => restoring, onSignIn, onSignOut);
    users.set(user);
    restoring = false;
    expect(onSignIn).not.toHaveBeenCalled();
    users.set(null);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    users.set(user);
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('ignores a user already stored when the watch starts (a reload of a signed-in tab)', () => {
    const users = store(user);
    const onSignIn = vi.fn();
    watchSignIns(
      users,
      () => false,
      onSignIn,
      () => undefined,
    );
    users.set({ ...user });
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('stops when unsubscribed', () => {
    const users = store(null);
    const onSignIn = vi.fn();
    const stop = watchSignIns(
      users,
      () => false,
      onSignIn,
      () => undefined,
    );
    stop();
    users.set(user);
    expect(onSignIn).not.toHaveBeenCalled();
  });
});
