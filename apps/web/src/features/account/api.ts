import { accountRoutes, type NotificationControlBody } from '@nearbite/contract/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';
import { userStore } from '../../shared/lib/user-store';

/**
 * POST /user/notifications/control: saves the message settings, or with an empty body `{}`
 * confirms the policy update. Answers the user, who is stored (so nobody is asked twice).
 * Used by the settings screen and the post-login dialogs, which load on demand.
 */
export function useNotificationControl() {
  return useMutation({
    mutationFn: (body: NotificationControlBody) => call(accountRoutes.notificationControl, { body }),
    onSuccess: (user) => userStore.set(user),
  });
}
