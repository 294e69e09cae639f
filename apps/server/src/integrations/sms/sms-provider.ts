/** Sends a text message; implementations: the outbox (demo) and Twilio. */
export interface SmsProvider {
  readonly name: 'outbox' | 'twilio';
  /** `to` is E.164, e.g. +14155550123. Throws when the provider refuses the message. */
  send(to: string, body: string): Promise<void>;
}
