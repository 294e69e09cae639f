import {
  consoleMoneySettingsRoutes,
  type MoneyPreviewBody,
  type MoneySettingsBody,
} from '@nearbite/contract/console-money-settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

const settingsKey = (businessId: string) => ['money-settings', businessId] as const;

export function useMoneySettings(businessId: string) {
  return useQuery({
    queryKey: settingsKey(businessId),
    queryFn: ({ signal }) => call(consoleMoneySettingsRoutes.settings, { params: { businessId }, signal }),
  });
}

export function useSaveMoneySettings(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoneySettingsBody) =>
      call(consoleMoneySettingsRoutes.update, { params: { businessId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(businessId), saved),
  });
}

/** The sample order priced under the unsaved settings; null while the form has no complete settings. */
export function useMoneyPreview(businessId: string, body: MoneyPreviewBody | null) {
  return useQuery({
    queryKey: ['money-preview', businessId, body],
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      call(consoleMoneySettingsRoutes.preview, {
        params: { businessId },
        body: body as MoneyPreviewBody,
        signal,
      }),
  });
}
