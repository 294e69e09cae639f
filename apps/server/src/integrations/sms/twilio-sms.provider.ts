import type { SmsProvider } from './sms-provider.js';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** Overridable for tests against a local fake of the Messages API. */
  baseUrl?: string;
}

/** Sends through Twilio's Messages API (form-encoded POST with basic auth). */
export function createTwilioSmsProvider(settings: TwilioSettings): SmsProvider {
  const baseUrl = settings.baseUrl ?? 'https://api.twilio.com';
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, body) {
      const response = await fetch(`${baseUrl}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: settings.from, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
    },
  };
}
