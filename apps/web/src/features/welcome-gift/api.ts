import type { NewUserPackageDto } from '@nearbite/contract/account';
import type { UserDto } from '@nearbite/contract/auth';
import type { CouponDto } from '@nearbite/contract/coupons';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api-client';
import { userStore } from '../../shared/lib/user-store';

export const newUserPackageKey = ['configs', 'newUserPackage'] as const;

/** GET /configs/newUserPackage: the welcome package (packageStatus 1 = active) and its coupons. */
export function useNewUserPackage(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: newUserPackageKey,
    queryFn: ({ signal }) => api.get<NewUserPackageDto>('/configs/newUserPackage', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /user/redemption/newUserPackage: claims the gift; answers the coupons received. */
export function claimWelcomeGift(): Promise<{ coupons: CouponDto[] }> {
  return api.post<{ coupons: CouponDto[] }>('/user/redemption/newUserPackage', {});
}

/** POST /user/newUserPackage/dismissal: the signed-in user closed the gift; no further prompts. */
export function dismissWelcomeGift(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/user/newUserPackage/dismissal', {});
}

/** GET /user: reloads the stored user (after claiming, extraInfo.receiveNewUserPackage is true). */
export async function reloadUser(): Promise<void> {
  userStore.set(await api.get<UserDto>('/user'));
}
