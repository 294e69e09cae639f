import { consoleStoreOpeningRoutes as routes } from '@nearbite/contract/console-platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../shared/lib/api';

const openingKey = (businessId: string) => ['opening', businessId] as const;

/**
 * The gaps follow from the hours, the menu and the profile, which other screens save while the bar stays
 * on screen: every change saved in the console reads them again, so the bar never names a gap the owner
 * has just filled (nor keeps the store looking ready after one was opened).
 */
export function useOpening(businessId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: openingKey(businessId) });
        }
      }),
    [queryClient, businessId],
  );
  return useQuery({
    queryKey: openingKey(businessId),
    queryFn: ({ signal }) => call(routes.opening, { params: { businessId }, signal }),
  });
}

export function useSetOpening(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'online' | 'offline') =>
      call(routes.setOpening, { params: { businessId }, body: { status } }),
    onSuccess: (opening) => queryClient.setQueryData(openingKey(businessId), opening),
    // A refusal (A245) may mean the facts moved on: read them again.
    onError: () => queryClient.invalidateQueries({ queryKey: openingKey(businessId) }),
  });
}
