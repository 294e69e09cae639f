import type { NewUserPackageDto } from '@nearbite/contract/account';
import type { UserDto } from '@nearbite/contract/auth';
import { type KeyValueStorage, safeSet } from '../../../shared/lib/browser-storage';

/** Session-storage flag: the gift was closed in this browser session; no more prompts until it ends. */
export const GIFT_CLOSED_KEY = 'welcomeGiftClosed';

export function isGiftClosedThisSession(storage: KeyValueStorage): boolean {
  return storage.getItem(GIFT_CLOSED_KEY) === '1';
}

export function closeGiftForSession(storage: KeyValueStorage): void {
  safeSet(storage, GIFT_CLOSED_KEY, '1');
}

/** The package is offered while it is active (packageStatus 1) and holds coupons. */
export function isPackageActive(pkg: NewUserPackageDto | null | undefined): pkg is NewUserPackageDto {
  return pkg?.packageStatus === 1 && pkg.coupons.length > 0;
}

/**
 * Whether the gift may be offered: not closed in this browser session, and for a signed-in user,
 * not received yet and prompts not stopped (closing it while signed in stops them for good). A
 * signed-out visitor may always be offered it: claiming signs them in first.
 */
export function wantsGiftPrompt(
  user: Pick<UserDto, 'extraInfo'> | null,
  closedThisSession: boolean,
): boolean {
  if (closedThisSession) return false;
  if (user === null) return true;
  return !user.extraInfo.receiveNewUserPackage && !user.extraInfo.newUserPackagePromptsStopped;
}

/** The stored user after a dismissal: prompts stopped (what the server now says too). */
export function withPromptsStopped<T extends Pick<UserDto, 'extraInfo'>>(user: T): T {
  return { ...user, extraInfo: { ...user.extraInfo, newUserPackagePromptsStopped: true } };
}
