import type { DeliveredMessagesRepository } from '../delivered-messages.repository.js';
import type { EmailProvider } from './email-provider.js';

/** Keeps every e-mail in the database instead of sending it; the dev outbox shows them in demo mode. */
export function createOutboxEmailProvider(messages: DeliveredMessagesRepository): EmailProvider {
  return {
    name: 'outbox',
    async send(message) {
      await messages.insert({
        channel: 'email',
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        body: message.text,
      });
    },
  };
}
