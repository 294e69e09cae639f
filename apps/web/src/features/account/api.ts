import type { NotificationControlBody } from '@nearbite/contract/account';
import type { UserDto } from '@nearbite/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/lib/api-client';
import { userStore } from '../../shared/lib/user-store';

/**
 * POST /user/notifications/control: saves the message settings, or with an empty body `{}`
 * confirms the policy update. Answers the user, who is stored (so nobody is asked twice).
 * Used by the settings screen and the post-login dialogs, which load on demand.
 */
export function useNotificationControl() {
  return useMutation({
    mutationFn: (body: NotificationControlBody) => api.post<UserDto>('/user/notifications/control', body),
    onSuccess: (user) => userStore.set(user),
  });
}
