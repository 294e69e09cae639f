import { authRoutes, type UserDto } from '@nearbite/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../shared/lib/api-call';
import { userStore } from '../../shared/lib/user-store';

/** Query key of the current user (the user store is the source of truth; this caches the call). */
export const currentUserKey = ['user'] as const;

/**
 * GET /user once at start: refreshes the stored user; a 401 clears it (in the API client).
 * Skipped for browsers that never signed in (or signed out since): they have no session to find.
 */
export function useRefreshUserOnStart() {
  const [enabled] = useState(() => userStore.mightBeSignedIn());
  return useQuery({
    enabled,
    queryKey: currentUserKey,
    queryFn: async ({ signal }): Promise<UserDto | null> => {
      const user = await call(authRoutes.currentUser, { signal });
      userStore.set(user);
      return user;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
