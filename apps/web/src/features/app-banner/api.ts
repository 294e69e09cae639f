import { accountRoutes } from '@nearbite/contract/account';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

export const clientConfigKey = ['configs', 'client'] as const;

/**
 * GET /configs/client (production hosts, app links, map tiles), asked only when something needs
 * it and kept for the life of the page: it changes with a deployment, not while a diner browses.
 */
export function useClientConfig(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: clientConfigKey,
    queryFn: ({ signal }) => call(accountRoutes.clientConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
