import { consoleStoreOpeningRoutes as routes } from '@nearbite/contract/console-platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

const openingKey = (businessId: string) => ['opening', businessId] as const;

export function useOpening(businessId: string) {
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
