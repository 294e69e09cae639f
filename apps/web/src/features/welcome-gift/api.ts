import { accountRoutes } from '@nearbite/contract/account';
import { authRoutes } from '@nearbite/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';
import { userStore } from '../../shared/lib/user-store';

export const newUserPackageKey = ['configs', 'newUserPackage'] as const;

/** GET /configs/newUserPackage: the welcome package (packageStatus 1 = active) and its coupons. */
export function useNewUserPackage(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: newUserPackageKey,
    queryFn: ({ signal }) => call(accountRoutes.newUserPackage, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /user/redemption/newUserPackage: claims the gift; answers the coupons received. */
export function claimWelcomeGift() {
  return call(accountRoutes.claimNewUserPackage, { body: {} });
}

/** POST /user/newUserPackage/dismissal: the signed-in user closed the gift; no further prompts. */
export function dismissWelcomeGift() {
  return call(accountRoutes.dismissNewUserPackage, { body: {} });
}

/** GET /user: reloads the stored user (after claiming, extraInfo.receiveNewUserPackage is true). */
export async function reloadUser(): Promise<void> {
  userStore.set(await call(authRoutes.currentUser));
}
