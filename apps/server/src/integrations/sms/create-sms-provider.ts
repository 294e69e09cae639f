import { type AppConfig, assertDemoProviderAllowed } from '../../config.js';
import type { DeliveredMessagesRepository } from '../delivered-messages.repository.js';
import { createOutboxSmsProvider } from './outbox-sms.provider.js';
import type { SmsProvider } from './sms-provider.js';
import { createTwilioSmsProvider } from './twilio-sms.provider.js';

/** The SMS provider the configuration names. */
export function createSmsProvider(config: AppConfig, messages: DeliveredMessagesRepository): SmsProvider {
  if (config.SMS_PROVIDER === 'twilio') {
    return createTwilioSmsProvider({
      accountSid: config.TWILIO_ACCOUNT_SID ?? '',
      authToken: config.TWILIO_AUTH_TOKEN ?? '',
      from: config.TWILIO_FROM ?? '',
    });
  }
  assertDemoProviderAllowed(config, 'SMS_PROVIDER=outbox');
  return createOutboxSmsProvider(messages);
}
