import { answer } from '@nearbite/api-client/fake-api';
import { authRoutes } from '@nearbite/contract/auth';
import { userStore } from '../shared/lib/user-store';

/** Signs a diner in as GET /user answers (checked against the contract); the setup signs out after each test. */
export function signInDiner(phoneNumber = '4155550100'): void {
  const user = answer(authRoutes.currentUser, {
    id: 'diner-1',
    phoneNumber,
    email: null,
    notificationConfigs: null,
    extraInfo: { receiveNewUserPackage: false, newUserPackagePromptsStopped: false },
    extraInfoStatistics: { hasAlreadyOrdered: true },
  });
  userStore.set(user.body as Parameters<typeof userStore.set>[0]);
}
