import { describe, expect, it } from 'vitest';
import {
  controlBody,
  isPromotionLocked,
  settingsFromConfigs,
  withMessaging,
  withPromotion,
} from './message-settings';

const allOn = { messagingEnabled: true, messagingPromotionEnabled: true };

describe('message settings', () => {
  it('turning messaging off forces promotional messaging off and locks its switch', () => {
    const off = withMessaging(allOn, false);
    expect(off).toEqual({ messagingEnabled: false, messagingPromotionEnabled: false });
    expect(isPromotionLocked(off)).toBe(true);
    expect(withPromotion(off, true)).toEqual(off);
  });

  it('turning messaging back on unlocks promotions but does not switch them on', () => {
    const back = withMessaging(withMessaging(allOn, false), true);
    expect(back).toEqual({ messagingEnabled: true, messagingPromotionEnabled: false });
    expect(isPromotionLocked(back)).toBe(false);
    expect(withPromotion(back, true)).toEqual(allOn);
  });

  it('reads stored configurations, and starts a user who never answered with promotions off', () => {
    expect(settingsFromConfigs(null)).toEqual({ messagingEnabled: true, messagingPromotionEnabled: false });
    expect(settingsFromConfigs({ messagingDisabled: false, messagingPromotionDisabled: false })).toEqual(
      allOn,
    );
    expect(settingsFromConfigs({ messagingDisabled: false, messagingPromotionDisabled: true })).toEqual({
      messagingEnabled: true,
      messagingPromotionEnabled: false,
    });
    // A stored "promotions on" under "messages off" still shows promotions off.
    expect(settingsFromConfigs({ messagingDisabled: true, messagingPromotionDisabled: false })).toEqual({
      messagingEnabled: false,
      messagingPromotionEnabled: false,
    });
  });

  it('saves both switches and never promotions without messages', () => {
    expect(controlBody(allOn)).toEqual(allOn);
    expect(controlBody({ messagingEnabled: false, messagingPromotionEnabled: true })).toEqual({
      messagingEnabled: false,
      messagingPromotionEnabled: false,
    });
  });
});
