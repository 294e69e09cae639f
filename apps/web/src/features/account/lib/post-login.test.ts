import { describe, expect, it } from 'vitest';
import { postLoginPrompt } from './post-login';

describe('postLoginPrompt', () => {
  const answered = { messagingDisabled: false, messagingPromotionDisabled: true };
  it('asks a new user for message settings and a returning customer to accept the policy update', () => {
    expect(
      postLoginPrompt({ notificationConfigs: null, extraInfoStatistics: { hasAlreadyOrdered: false } }),
    ).toBe('messageSettings');
    expect(
      postLoginPrompt({ notificationConfigs: null, extraInfoStatistics: { hasAlreadyOrdered: true } }),
    ).toBe('policyUpdate');
  });

  it('asks nothing of a user who has notification configs', () => {
    expect(
      postLoginPrompt({ notificationConfigs: answered, extraInfoStatistics: { hasAlreadyOrdered: false } }),
    ).toBeNull();
    expect(
      postLoginPrompt({ notificationConfigs: answered, extraInfoStatistics: { hasAlreadyOrdered: true } }),
    ).toBeNull();
  });
});
