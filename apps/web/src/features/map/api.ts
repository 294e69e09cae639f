import { accountRoutes } from '@nearbite/contract/account';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

/** GET /configs/client: the deployment's settings (maps need the tile URL and its attribution). */
export function useClientConfig() {
  return useQuery({
    queryKey: ['configs', 'client'],
    queryFn: ({ signal }) => call(accountRoutes.clientConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
