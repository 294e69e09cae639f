import type { DeliveredMessagesRepository } from '../delivered-messages.repository.js';
import type { SmsProvider } from './sms-provider.js';

/** Keeps every message in the database instead of sending it; the dev outbox shows them in demo mode. */
export function createOutboxSmsProvider(messages: DeliveredMessagesRepository): SmsProvider {
  return {
    name: 'outbox',
    async send(to, body) {
      await messages.insert({ channel: 'sms', recipient: to, subject: null, body });
    },
  };
}
