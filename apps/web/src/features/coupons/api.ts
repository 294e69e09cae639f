import {
  authRoutes,
  type LoginBody,
  type PhoneVerificationBody,
  type UserDto,
} from '@nearbite/contract/auth';
import { type CouponViewDto, couponWalletRoutes } from '@nearbite/contract/coupon-wallet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';
import { userStore } from '../../shared/lib/user-store';

/*
 * The claim page's and the wallet's calls. Wallet data is the signed-in diner's own, so it lives under
 * ['account', …], which sign-in and sign-out drop.
 */

const walletKey = ['account', 'coupons', 'wallet'] as const;
const couponKey = (couponId: string) => ['coupons', 'view', couponId] as const;

/** GET /coupons/{couponId}: the coupon, with whether the signed-in diner holds it. */
export function useCouponView(couponId: string | null, signedInAs: string | null) {
  return useQuery({
    enabled: couponId !== null,
    // The answer depends on who asks (isReceive), so the user is part of the key.
    queryKey: [...couponKey(couponId ?? ''), signedInAs],
    queryFn: ({ signal }) =>
      call(couponWalletRoutes.coupon, { params: { couponId: couponId ?? '' }, signal }),
    retry: false,
    // Signing in changes the key; the page keeps showing the coupon (and its claim under way) meanwhile.
    placeholderData: keepPreviousData,
  });
}

/** POST /phoneVerification: texts a sign-in code. */
export function useSendClaimCode() {
  return useMutation({
    mutationFn: (body: PhoneVerificationBody) => call(authRoutes.phoneVerification, { body }),
  });
}

/**
 * POST /login, then stores the user as the sign-in sheet does (features/auth): the claim page signs the
 * diner in itself, since features do not import each other.
 */
export function useClaimLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => call(authRoutes.login, { body }),
    onSuccess: (user) => {
      queryClient.removeQueries({ queryKey: ['account'] });
      userStore.set(user);
      queryClient.setQueryData<UserDto | null>(['user'], user);
    },
  });
}

/** POST /user/coupons: claims one copy. */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: string) => call(couponWalletRoutes.claim, { body: { couponId } }),
    onSuccess: (_answer, couponId) => {
      void queryClient.invalidateQueries({ queryKey: walletKey });
      void queryClient.invalidateQueries({ queryKey: couponKey(couponId) });
    },
  });
}

/**
 * GET /user/coupons?includeNotStarted=true: the diner's coupons at one store or everywhere, those usable
 * now and those whose validity starts later (the checkout's own list leaves the latter out).
 */
export function useWalletCoupons(enabled: boolean, businessId: string | null) {
  return useQuery({
    enabled,
    queryKey: [...walletKey, businessId],
    queryFn: ({ signal }) =>
      call(couponWalletRoutes.userCoupons, {
        signal,
        query: { businessId: businessId ?? undefined, includeNotStarted: 'true' },
      }),
    select: (answer) => answer.coupons,
    staleTime: 15_000,
  });
}

/** What a redeem code gave: the code's coupons, and which of them arrived now. */
export interface RedeemResult {
  coupons: CouponViewDto[];
  receivedIds: ReadonlySet<string>;
}

/** POST /user/redemption/couponCode, then GET /codes/code/{code} for the result dialog. */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<RedeemResult> => {
      const received = await call(couponWalletRoutes.redeemCode, { body: { code } });
      const behind = await call(couponWalletRoutes.codeCoupons, { params: { code } });
      return { coupons: behind.coupons, receivedIds: new Set(received.coupons.map((coupon) => coupon.id)) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }),
  });
}
