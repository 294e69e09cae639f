import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { EmailProvider } from './email-provider.js';

// Required at the first e-mail rather than at start: about 11 MB a copy, which the outbox never needs.
const require = createRequire(import.meta.url);
let transportOf: typeof Nodemailer.createTransport | undefined;
const loadCreateTransport = (): typeof Nodemailer.createTransport => {
  transportOf ??= (require('nodemailer') as typeof Nodemailer).createTransport;
  return transportOf;
};

/** Sends through any SMTP server named by a URL such as smtp://user:pass@host:587. */
export function createSmtpEmailProvider(settings: { url: string; from: string }): EmailProvider {
  let transport: Nodemailer.Transporter | undefined;
  return {
    name: 'smtp',
    async send(message) {
      transport ??= loadCreateTransport()(settings.url);
      await transport.sendMail({ from: settings.from, ...message });
    },
  };
}
