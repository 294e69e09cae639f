import type { NotificationControlBody } from '@nearbite/contract/account';
import type { UserDto } from '@nearbite/contract/auth';

/** The two switches of the message settings (the specification's request form). */
export interface MessageSettings {
  messagingEnabled: boolean;
  messagingPromotionEnabled: boolean;
}

/**
 * The switches for a user's stored configuration. A user who never answered (null) starts with
 * messages on, since order updates are what texts are for, and promotional messages off: marketing
 * texts need the diner's own yes.
 */
export function settingsFromConfigs(configs: UserDto['notificationConfigs']): MessageSettings {
  if (configs === null) return { messagingEnabled: true, messagingPromotionEnabled: false };
  const messagingEnabled = !configs.messagingDisabled;
  return {
    messagingEnabled,
    messagingPromotionEnabled: messagingEnabled && !configs.messagingPromotionDisabled,
  };
}

/** Turning messaging off forces promotional messaging off. Turning it back on leaves promotions off. */
export function withMessaging(settings: MessageSettings, enabled: boolean): MessageSettings {
  return {
    messagingEnabled: enabled,
    messagingPromotionEnabled: enabled ? settings.messagingPromotionEnabled : false,
  };
}

/** The promotional switch only moves while messaging is on. */
export function withPromotion(settings: MessageSettings, enabled: boolean): MessageSettings {
  if (!settings.messagingEnabled) return { ...settings, messagingPromotionEnabled: false };
  return { ...settings, messagingPromotionEnabled: enabled };
}

/** The promotional switch is disabled while messaging is off. */
export function isPromotionLocked(settings: MessageSettings): boolean {
  return !settings.messagingEnabled;
}

/** The body of POST /user/notifications/control: both switches, never promotions without messages. */
export function controlBody(settings: MessageSettings): NotificationControlBody {
  return {
    messagingEnabled: settings.messagingEnabled,
    messagingPromotionEnabled: settings.messagingEnabled && settings.messagingPromotionEnabled,
  };
}
