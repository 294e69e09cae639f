import { pointsRoutes } from '@nearbite/contract/points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api-call';

/*
 * The coupons a store sells for points, and exchanging one: shared by the points screen (/integral/mine)
 * and the cart's checkout, so neither feature imports the other.
 */

/** GET /businesses/{id}/couponAcquisitionRules?skipUnstocked=true: coupons to exchange (none sold out). */
export function usePointsCoupons(businessId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['points', businessId, 'coupons'],
    queryFn: ({ signal }) =>
      call(pointsRoutes.couponRules, { params: { businessId }, query: { skipUnstocked: 'true' }, signal }),
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
      call(pointsRoutes.exchangeCoupon, { params: { businessId, couponId }, body: {} }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account', 'points'] }),
        queryClient.invalidateQueries({ queryKey: ['account', 'coupons'] }),
        queryClient.invalidateQueries({ queryKey: ['points', businessId] }),
      ]),
  });
}
