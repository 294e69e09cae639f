import type { WalletCouponDto } from '@nearbite/contract/coupon-wallet';
import type { PointsCouponDto } from '@nearbite/contract/points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/*
 * The coupons a store sells for points, and exchanging one: shared by the points screen (/integral/mine)
 * and the cart's checkout, so neither feature imports the other.
 */

const storePath = (businessId: string) => `/businesses/${encodeURIComponent(businessId)}`;

/** GET /businesses/{id}/couponAcquisitionRules?skipUnstocked=true: coupons to exchange (none sold out). */
export function usePointsCoupons(businessId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['points', businessId, 'coupons'],
    queryFn: ({ signal }) =>
      api.get<{ coupons: PointsCouponDto[] }>(`${storePath(businessId)}/couponAcquisitionRules`, {
        query: { skipUnstocked: 'true' },
        signal,
      }),
  });
}

/**
 * POST …/couponAcquisitionRules/{couponId}/userCoupon. Afterwards the balance, the history and statement
 * (['account', 'points', …]), the coupons for points (['points', id]) and the diner's wallet and checkout
 * coupons (['account', 'coupons', …]) are read again, so the new coupon can be chosen at once.
 */
export function useExchangeCoupon(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: string) =>
      api.post<{ coupon: WalletCouponDto; curPoints: number }>(
        `${storePath(businessId)}/couponAcquisitionRules/${encodeURIComponent(couponId)}/userCoupon`,
        {},
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account', 'points'] }),
        queryClient.invalidateQueries({ queryKey: ['account', 'coupons'] }),
        queryClient.invalidateQueries({ queryKey: ['points', businessId] }),
      ]),
  });
}
