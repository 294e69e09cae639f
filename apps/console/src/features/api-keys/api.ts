import { consoleApiKeyRoutes } from '@nearbite/contract/console-api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

const keysKey = (businessId: string) => ['apiKeys', businessId] as const;

export function useApiKeys(businessId: string) {
  return useQuery({
    queryKey: keysKey(businessId),
    queryFn: ({ signal }) => call(consoleApiKeyRoutes.list, { params: { businessId }, signal }),
  });
}

/** Creates a key; its token is in this answer only. */
export function useCreateKey(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      call(consoleApiKeyRoutes.create, { params: { businessId }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey(businessId) }),
  });
}

export function useRevokeKey(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => call(consoleApiKeyRoutes.revoke, { params: { businessId, keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey(businessId) }),
  });
}
