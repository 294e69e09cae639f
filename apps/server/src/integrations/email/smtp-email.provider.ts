import { createTransport } from 'nodemailer';
import type { EmailProvider } from './email-provider.js';

/** Sends through any SMTP server named by a URL such as smtp://user:pass@host:587. */
export function createSmtpEmailProvider(settings: { url: string; from: string }): EmailProvider {
  const transport = createTransport(settings.url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
  };
}
