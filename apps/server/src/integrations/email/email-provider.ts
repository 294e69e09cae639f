export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends an e-mail; implementations: the outbox (demo) and SMTP. */
export interface EmailProvider {
  readonly name: 'outbox' | 'smtp';
  /** Throws when the provider refuses the message. */
  send(message: EmailMessage): Promise<void>;
}
