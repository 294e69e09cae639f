import type { AddressInfo } from 'node:net';
import { CODE_DAILY_CAP_PER_CLIENT } from '@nearbite/domain/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../integrations/sms/sms-provider.js';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/test-app.js';
import { concurrentTitle } from '../../test/test-database.js';

/**
 * Bursts of code requests over real HTTP. On the server-postgres project each request runs on its own
 * pooled connection, so the caps are raced for real; on PGlite (one connection) this is only a
 * single-connection check. The SMS provider counts what reaches it: a refused send must never get there.
 */

const texted: string[] = [];
const countingSms: SmsProvider = {
  name: 'outbox',
  async send(to) {
    texted.push(to);
  },
};

let harness: TestApp;
let baseUrl = '';

beforeAll(async () => {
  harness = await createTestApp({}, { sms: countingSms });
  await harness.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await harness.close();
});

async function requestCode(phone: string): Promise<{ status: number; innerErrorType?: number }> {
  const response = await fetch(`${baseUrl}/apis/v1/phoneVerification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ internationalCode: '1', phoneNumber: phone }),
  });
  const body = (await response.json()) as { innerErrorType?: number };
  return { status: response.status, ...(body.innerErrorType ? { innerErrorType: body.innerErrorType } : {}) };
}

describe('verification-code caps under a burst', () => {
  it(
    concurrentTitle(
      'sends exactly the per-address cap when 100 different phones are asked for at once from one address',
    ),
    async () => {
      texted.length = 0;
      const phones = Array.from({ length: 100 }, (_, index) => `41555${String(20000 + index)}`);
      const answers = await Promise.all(phones.map((phone) => requestCode(phone)));

      expect(texted).toHaveLength(CODE_DAILY_CAP_PER_CLIENT);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CODE_DAILY_CAP_PER_CLIENT);
      // Every other request is refused with the per-address cap (A13), none with a 5xx.
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused).toHaveLength(100 - CODE_DAILY_CAP_PER_CLIENT);
      expect(new Set(refused.map((answer) => `${answer.status} A${answer.innerErrorType}`))).toEqual(
        new Set(['429 A13']),
      );
    },
  );

  it(
    concurrentTitle('sends one code when one phone is asked for 20 times at once from different addresses'),
    async () => {
      texted.length = 0;
      const phone = '4155530001';
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          harness.app.inject({
            method: 'POST',
            url: '/apis/v1/phoneVerification',
            headers: jsonHeaders,
            remoteAddress: `10.77.0.${index + 1}`,
            payload: { internationalCode: '1', phoneNumber: phone },
          }),
        ),
      );
      expect(texted).toEqual([`+1${phone}`]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      // The other 19 are told to wait for the resend interval (A11).
      expect(
        answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().innerErrorType),
      ).toEqual(Array.from({ length: 19 }, () => 11));
    },
  );
});
