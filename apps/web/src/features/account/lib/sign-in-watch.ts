import type { UserDto } from '@nearbite/contract/auth';

export interface UserSource {
  get(): UserDto | null;
  subscribe(listener: () => void): () => void;
}

/**
 * Calls `onSignIn` when the stored user goes from nobody to somebody through a sign-in. The same
 * change also happens when a kept session is restored at start (GET /user in a new tab):
 * `isRestoring` tells those apart, and those are not sign-ins.
 */
export function watchSignIns(
  users: UserSource,
  isRestoring: () => boolean,
  onSignIn: (user: UserDto) => void,
  onSignOut: () => void,
): () => void {
  let previous = users.get();
  return users.subscribe(() => {
    const next = users.get();
    const wasSignedOut = previous === null;
    previous = next;
    if (next === null) onSignOut();
    else if (wasSignedOut && !isRestoring()) onSignIn(next);
  });
}
