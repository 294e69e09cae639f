import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioSmsProvider } from './twilio-sms.provider.js';

const received: { url: string; authorization: string; body: string }[] = [];
let status = 201;
const fakeTwilio = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '', body });
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
});

let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeTwilio.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fakeTwilio.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fakeTwilio.close(() => resolve())));

describe('Twilio SMS provider', () => {
  const provider = () =>
    createTwilioSmsProvider({ accountSid: 'AC42', authToken: 'tok', from: '+14155550000', baseUrl });

  it('posts the message form-encoded with basic auth to the account Messages endpoint', async () => {
    await provider().send('+14155550123', 'Your code is 1234');
    const call = received.at(-1);
    expect(call?.url).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(call?.authorization).toBe(`Basic ${Buffer.from('AC42:tok').toString('base64')}`);
    expect(new URLSearchParams(call?.body)).toEqual(
      new URLSearchParams({ To: '+14155550123', From: '+14155550000', Body: 'Your code is 1234' }),
    );
  });

  it('throws when Twilio refuses the message', async () => {
    status = 400;
    await expect(provider().send('+14155550123', 'x')).rejects.toThrow(/400/);
    status = 201;
  });
});
