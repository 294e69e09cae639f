import type { AddressInfo } from 'node:net';
import {
  CODE_DAILY_CAP_PER_CLIENT,
  CODE_DAILY_CAP_PER_PHONE,
  CODE_RATE_PER_CLIENT,
  CODE_RATE_WINDOW_MS,
} from '@nearbite/domain/verification';
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
  // The API's own per-address request limit (RATE_LIMIT_PER_MINUTE, real time) is lifted: these tests
  // make a day of code requests within seconds.
  harness = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { sms: countingSms });
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

/** How each answer of a batch went: `200`, or the status and code of the refusal. */
const labels = (answers: Array<{ status: number; innerErrorType?: number }>): string[] =>
  answers.map((answer) => (answer.status === 200 ? '200' : `${answer.status} A${answer.innerErrorType}`));

const count = (values: string[], value: string): number => values.filter((item) => item === value).length;

/** Moves the app's clock past the per-address rate window, so the next minute starts empty. */
const nextMinute = () => harness.advance(CODE_RATE_WINDOW_MS + 1_000);

let phoneSerial = 0;
/** Phones no other test asked for. */
const freshPhones = (n: number): string[] =>
  Array.from({ length: n }, () => {
    phoneSerial += 1;
    return `41556${String(phoneSerial).padStart(5, '0')}`;
  });

describe('verification-code caps under a burst', () => {
  it(
    concurrentTitle(
      'sends exactly the per-address rate when 100 different phones are asked for at once from one address',
    ),
    async () => {
      nextMinute();
      texted.length = 0;
      const answers = labels(await Promise.all(freshPhones(100).map((phone) => requestCode(phone))));

      expect(texted).toHaveLength(CODE_RATE_PER_CLIENT);
      expect(count(answers, '200')).toBe(CODE_RATE_PER_CLIENT);
      // Every other request is told to wait a minute (A11), none gets a 5xx.
      expect(count(answers, '429 A11')).toBe(100 - CODE_RATE_PER_CLIENT);

      // A minute later the address may ask again, at the same rate.
      nextMinute();
      texted.length = 0;
      const later = labels(await Promise.all(freshPhones(30).map((phone) => requestCode(phone))));
      expect(count(later, '200')).toBe(CODE_RATE_PER_CLIENT);
      expect(texted).toHaveLength(CODE_RATE_PER_CLIENT);
    },
  );

  it(
    concurrentTitle(
      'lets 500 diners behind one carrier address sign in over a day, ten a minute, and refuses the 501st',
    ),
    async () => {
      // A day apart from the other tests of this file: the address starts the day with no codes.
      harness.advance(24 * 60 * 60 * 1000);
      texted.length = 0;
      let accepted = 0;
      while (accepted < CODE_DAILY_CAP_PER_CLIENT) {
        nextMinute();
        const minute = labels(
          await Promise.all(freshPhones(CODE_RATE_PER_CLIENT).map((phone) => requestCode(phone))),
        );
        expect(minute).toEqual(Array.from({ length: CODE_RATE_PER_CLIENT }, () => '200'));
        accepted += CODE_RATE_PER_CLIENT;
      }
      expect(texted).toHaveLength(CODE_DAILY_CAP_PER_CLIENT);

      // The day's cap is reached: the next minute's requests are refused for the day (A13), at once too.
      nextMinute();
      texted.length = 0;
      const over = labels(await Promise.all(freshPhones(5).map((phone) => requestCode(phone))));
      expect(over).toEqual(Array.from({ length: 5 }, () => '429 A13'));
      expect(texted).toHaveLength(0);

      // Each phone keeps its own caps under the address's: 60 s apart, 10 a day.
      harness.advance(24 * 60 * 60 * 1000);
      const [phone = ''] = freshPhones(1);
      const own: string[] = [];
      // Each minute: a request, and a second one at once.
      for (let minute = 0; minute <= CODE_DAILY_CAP_PER_PHONE; minute += 1) {
        own.push(...labels([await requestCode(phone), await requestCode(phone)]));
        nextMinute();
      }
      const first = own.filter((_, index) => index % 2 === 0);
      const second = own.filter((_, index) => index % 2 === 1);
      expect(first).toEqual([...Array.from({ length: CODE_DAILY_CAP_PER_PHONE }, () => '200'), '429 A12']);
      expect(second).toEqual([
        ...Array.from({ length: CODE_DAILY_CAP_PER_PHONE }, () => '429 A11'),
        '429 A12',
      ]);
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
