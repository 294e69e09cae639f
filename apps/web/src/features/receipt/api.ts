import type { ReceiptDto } from '@nearbite/contract/order-views';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api-client';

/** GET /public/orderDetailsForReceipt?code=: the public receipt (no sign-in). */
export function useReceipt(code: string | null) {
  return useQuery({
    enabled: code !== null,
    queryKey: ['receipt', code],
    queryFn: ({ signal }) =>
      api.get<ReceiptDto>('/public/orderDetailsForReceipt', { query: { code: code ?? '' }, signal }),
    staleTime: 60_000,
  });
}

/** POST /user/email: e-mails a 6-character code to the address. */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ ok: true }>('/user/email', { email }),
  });
}

/**
 * PUT /user/email with the code, then POST /orders/{orderId}/receipt/email: verifies the address (kept on
 * the user) and e-mails the order's receipt to it under the given name.
 */
export function useEmailReceipt(orderId: string) {
  return useMutation({
    mutationFn: async ({ name, email, code }: { name: string; email: string; code: string }) => {
      await api.put<{ ok: true }>('/user/email', { email, verificationCode: code });
      return api.post<{ ok: true }>(`/orders/${encodeURIComponent(orderId)}/receipt/email`, { name });
    },
  });
}
