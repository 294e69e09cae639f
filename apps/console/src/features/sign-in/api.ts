import { authRoutes } from '@nearbite/contract/auth';
import { devRoutes } from '@nearbite/contract/dev';
import { API_BASE_PATH } from '@nearbite/domain/app-constants';
import { COUNTRY_CODE, phoneDigits, toFullPhoneNumber } from '@nearbite/domain/phone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKey } from '../../shared/hooks/use-me';
import { useLanguage } from '../../shared/i18n/language';
import { call } from '../../shared/lib/api';
import { sessionHint } from '../../shared/lib/session-hint';

/** Texts a sign-in code to the phone (10 digits, dashes allowed). */
export function useSendCode() {
  return useMutation({
    mutationFn: (phone: string) =>
      call(authRoutes.phoneVerification, {
        body: { internationalCode: COUNTRY_CODE, phoneNumber: phoneDigits(phone) },
      }),
  });
}

export interface SignInInput {
  phone: string;
  code: string;
  keepSignedIn: boolean;
}

/** Signs in with the texted code; the console then asks again who the user is. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      call(authRoutes.login, {
        body: {
          fullPhoneNumber: toFullPhoneNumber(input.phone),
          verificationCode: input.code,
          keepCredentials: input.keepSignedIn,
        },
      }),
    // The identity is refetched before the sign-in screen moves on, though no screen watches it meanwhile.
    onSuccess: () => {
      sessionHint.set(true);
      return queryClient.invalidateQueries({ queryKey: meKey, refetchType: 'all' });
    },
  });
}

/** Ends the session on the server and forgets everything the console loaded. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authRoutes.logout, { body: {} }),
    onSettled: () => {
      sessionHint.set(false);
      queryClient.clear();
      queryClient.setQueryData(meKey, null);
    },
  });
}

/**
 * The demo stores and their owners' phones; null when the server is not in demo mode (the route is not
 * there), which is also how the console knows whether to show demo hints at all.
 */
export function useDemoStores(limit: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['demoStores', limit, language],
    queryFn: ({ signal }) =>
      call(devRoutes.demoStores, { query: { limit }, signal }).then(
        (answer) => answer.stores,
        () => null,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The dev outbox's page of texts sent to a phone (E.164), where demo sign-in codes are read. */
export function outboxUrl(fullPhoneNumber: string): string {
  return `${API_BASE_PATH}${devRoutes.outbox.url}?recipient=${encodeURIComponent(fullPhoneNumber)}`;
}
