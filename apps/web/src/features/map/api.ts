import type { ClientConfigDto } from '@nearbite/contract/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api-client';

/** GET /configs/client: the deployment's settings (maps need the tile URL and its attribution). */
export function useClientConfig() {
  return useQuery({
    queryKey: ['configs', 'client'],
    queryFn: ({ signal }) => api.get<ClientConfigDto>('/configs/client', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
