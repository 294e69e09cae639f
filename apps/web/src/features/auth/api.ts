import {
  authRoutes,
  type LoginBody,
  type PhoneVerificationBody,
  type UserDto,
} from '@nearbite/contract/auth';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';
import { userStore } from '../../shared/lib/user-store';
import { currentUserKey } from './current-user';

/** Queries of the signed-in user's own data live under ['account', …]; they are dropped at sign-in and sign-out. */
export const accountKey = ['account'] as const;

/*
 * Sign-in and session calls. They are used by the sign-in sheet and the user menu, which load on
 * demand, so this module (and TanStack Query's mutation code) stays off the home route.
 */

/** POST /phoneVerification: texts a sign-in code. */
export function useSendCode() {
  return useMutation({
    mutationFn: (body: PhoneVerificationBody) => call(authRoutes.phoneVerification, { body }),
  });
}

/** POST /login: answers the user, who is stored for the session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => call(authRoutes.login, { body }),
    onSuccess: (user) => {
      queryClient.removeQueries({ queryKey: accountKey });
      userStore.set(user);
      queryClient.setQueryData<UserDto | null>(currentUserKey, user);
    },
  });
}

function forgetUser(queryClient: QueryClient) {
  userStore.clear();
  queryClient.setQueryData<UserDto | null>(currentUserKey, null);
  queryClient.removeQueries({ queryKey: accountKey });
}

/** POST /logout: ends this session on the server, then forgets the user here. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authRoutes.logout, { body: {} }),
    onSuccess: () => forgetUser(queryClient),
  });
}

/** POST /clearSessions: ends every session of the user on every device. */
export function useClearSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authRoutes.clearSessions, { body: {} }),
    onSuccess: () => forgetUser(queryClient),
  });
}
