import { consoleAuditRoutes } from '@nearbite/contract/console-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

/** Entries a page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 20;

/** One page of the store's audit log, newest first; the previous page stays shown while the next loads. */
export function useAuditPage(businessId: string, pageNumber: number) {
  return useQuery({
    queryKey: ['audit', businessId, pageNumber],
    queryFn: ({ signal }) =>
      call(consoleAuditRoutes.list, {
        params: { businessId },
        query: { pageNumber, pageCapacity: AUDIT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
