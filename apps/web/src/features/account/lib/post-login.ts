import type { UserDto } from '@nearbite/contract/auth';

/** The dialog a user sees right after signing in. */
export type PostLoginPrompt = 'messageSettings' | 'policyUpdate';

/**
 * After login, a user without notification configs is asked: the message settings if they are new,
 * the policy update if they have ordered before. A user who answered already is asked nothing.
 */
export function postLoginPrompt(
  user: Pick<UserDto, 'notificationConfigs' | 'extraInfoStatistics'>,
): PostLoginPrompt | null {
  if (user.notificationConfigs !== null) return null;
  return user.extraInfoStatistics.hasAlreadyOrdered ? 'policyUpdate' : 'messageSettings';
}
