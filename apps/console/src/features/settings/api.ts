import type { CallInput } from '@nearbite/api-client/api-call';
import { consoleBoardRoutes } from '@nearbite/contract/console-board';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

export type SettingsChange = NonNullable<CallInput<typeof consoleBoardRoutes.updateSettings>['body']>;

const settingsKey = (businessId: string) => ['boardSettings', businessId] as const;

/** The store's board settings: auto-accept, busy mode, pause, printing. */
export function useBoardSettings(businessId: string) {
  return useQuery({
    queryKey: settingsKey(businessId),
    queryFn: ({ signal }) => call(consoleBoardRoutes.settings, { params: { businessId }, signal }),
    // A pause ends by itself: the summary must learn it.
    refetchInterval: 60_000,
  });
}

/** Changes the fields given (owners and managers; A195 for staff). */
export function useUpdateSettings(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) =>
      call(consoleBoardRoutes.updateSettings, { params: { businessId }, body: change }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(businessId), settings),
  });
}
