import type { CallInput } from '@nearbite/api-client/api-call';
import { consolePrinterRoutes } from '@nearbite/contract/console-printers';
import type { TicketLanguage } from '@nearbite/domain/store-operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

export type AddPrinterInput = NonNullable<CallInput<typeof consolePrinterRoutes.add>['body']>;

const printersKey = (businessId: string) => ['printers', businessId] as const;

export function usePrinters(businessId: string) {
  return useQuery({
    queryKey: printersKey(businessId),
    queryFn: ({ signal }) => call(consolePrinterRoutes.list, { params: { businessId }, signal }),
  });
}

export function useAddPrinter(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPrinterInput) => call(consolePrinterRoutes.add, { params: { businessId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printersKey(businessId) }),
  });
}

export function useRemovePrinter(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (printerId: string) =>
      call(consolePrinterRoutes.remove, { params: { businessId, printerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printersKey(businessId) }),
  });
}

/** The order's kitchen ticket, laid out by the server (in the store's ticket language unless one is asked for). */
export function useTicket(businessId: string, orderId: string, language: TicketLanguage | null) {
  return useQuery({
    queryKey: ['ticket', businessId, orderId, language],
    queryFn: ({ signal }) =>
      call(consolePrinterRoutes.ticket, {
        params: { businessId, orderId },
        query: language ? { language } : {},
        signal,
      }),
  });
}

/** Sends the ticket to a network printer (the store's first receipt printer when none is named). */
export function usePrintToPrinter(businessId: string, orderId: string) {
  return useMutation({
    mutationFn: (printerId: string | null) =>
      call(consolePrinterRoutes.print, {
        params: { businessId, orderId },
        body: printerId ? { printerId } : {},
      }),
  });
}
