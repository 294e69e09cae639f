import { type AppConfig, assertDemoProviderAllowed } from '../../config.js';
import type { DeliveredMessagesRepository } from '../delivered-messages.repository.js';
import type { EmailProvider } from './email-provider.js';
import { createOutboxEmailProvider } from './outbox-email.provider.js';
import { createSmtpEmailProvider } from './smtp-email.provider.js';

/** The e-mail provider the configuration names. */
export function createEmailProvider(config: AppConfig, messages: DeliveredMessagesRepository): EmailProvider {
  if (config.EMAIL_PROVIDER === 'smtp' && config.SMTP_URL) {
    return createSmtpEmailProvider({ url: config.SMTP_URL, from: config.EMAIL_FROM });
  }
  assertDemoProviderAllowed(config, 'EMAIL_PROVIDER=outbox');
  return createOutboxEmailProvider(messages);
}
