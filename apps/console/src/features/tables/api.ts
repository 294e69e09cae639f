import { consoleTableRoutes, type QrPaper } from '@nearbite/contract/console-tables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

const tablesKey = (businessId: string) => ['tables', businessId] as const;

export function useTables(businessId: string) {
  return useQuery({
    queryKey: tablesKey(businessId),
    queryFn: ({ signal }) => call(consoleTableRoutes.list, { params: { businessId }, signal }),
  });
}

/** The table changes; each refreshes the list. */
export function useTableChanges(businessId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: tablesKey(businessId) });
  return {
    add: useMutation({
      mutationFn: (name: string) => call(consoleTableRoutes.add, { params: { businessId }, body: { name } }),
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: ({ tableId, name }: { tableId: string; name: string }) =>
        call(consoleTableRoutes.rename, { params: { businessId, tableId }, body: { name } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (tableId: string) => call(consoleTableRoutes.remove, { params: { businessId, tableId } }),
      onSuccess,
    }),
    requiredCategory: useMutation({
      mutationFn: (categoryId: string | null) =>
        call(consoleTableRoutes.requiredCategory, { params: { businessId }, body: { categoryId } }),
      onSuccess,
    }),
  };
}

export function useQrSheet(businessId: string) {
  return useMutation({
    mutationFn: (paper: QrPaper) =>
      call(consoleTableRoutes.qrSheet, { params: { businessId }, query: { paper } }),
  });
}
