import { orderViewRoutes } from '@nearbite/contract/order-views';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

/** GET /public/orderDetailsForReceipt?code=: the public receipt (no sign-in). */
export function useReceipt(code: string | null) {
  return useQuery({
    enabled: code !== null,
    queryKey: ['receipt', code],
    queryFn: ({ signal }) => call(orderViewRoutes.receipt, { query: { code: code ?? '' }, signal }),
    staleTime: 60_000,
  });
}

/** POST /user/email: e-mails a 6-character code to the address. */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: (email: string) => call(orderViewRoutes.sendEmailCode, { body: { email } }),
  });
}

/**
 * PUT /user/email with the code, then POST /orders/{orderId}/receipt/email: verifies the address (kept on
 * the user) and e-mails the order's receipt to it under the given name.
 */
export function useEmailReceipt(orderId: string) {
  return useMutation({
    mutationFn: async ({ name, email, code }: { name: string; email: string; code: string }) => {
      await call(orderViewRoutes.verifyEmail, { body: { email, verificationCode: code } });
      return call(orderViewRoutes.emailReceipt, { params: { orderId }, body: { name } });
    },
  });
}
