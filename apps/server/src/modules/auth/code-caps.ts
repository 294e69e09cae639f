import {
  CODE_DAILY_CAP_PER_CLIENT,
  CODE_DAILY_CAP_PER_PHONE,
  CODE_RATE_PER_CLIENT,
  CODE_RATE_WINDOW_MS,
  CODE_RESEND_INTERVAL_MS,
} from '@nearbite/domain/verification';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthRepository } from './auth.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one code send is: the channel and recipient it goes to, the address that asked, and when. */
export interface CodeSend {
  channel: 'sms' | 'email';
  recipient: string;
  clientAddress: string;
  now: number;
}

/**
 * Takes the send's locks and checks every cap, inside the transaction that then records the code (texted
 * sign-in codes and e-mailed receipt codes share them). The address lock comes first, whatever the
 * recipient, so the address's caps are checked and counted as one step across server copies; the recipient
 * lock covers its resend interval and daily cap. Throws the first cap reached: the recipient's interval
 * (A11) and day (A12), then the address's day (A13) and minute (A11: the diner waits a minute either way).
 */
export async function takeCodeSendTurn(
  codes: Pick<
    AuthRepository,
    | 'lockClientAddress'
    | 'lockRecipient'
    | 'latestCode'
    | 'countCodesForRecipientSince'
    | 'countCodesForClient'
  >,
  tx: Db,
  send: CodeSend,
): Promise<void> {
  const { channel, recipient, clientAddress, now } = send;
  await codes.lockClientAddress(tx, clientAddress);
  await codes.lockRecipient(tx, recipient);
  const latest = await codes.latestCode(tx, channel, recipient);
  if (latest && latest.createdAt.getTime() + CODE_RESEND_INTERVAL_MS > now) {
    throw new AppError('VERIFICATION_RESEND_TOO_SOON');
  }
  const dayAgo = new Date(now - DAY_MS);
  if ((await codes.countCodesForRecipientSince(tx, channel, recipient, dayAgo)) >= CODE_DAILY_CAP_PER_PHONE) {
    throw new AppError('VERIFICATION_PHONE_DAILY_CAP');
  }
  const fromAddress = await codes.countCodesForClient(tx, clientAddress, {
    day: dayAgo,
    window: new Date(now - CODE_RATE_WINDOW_MS),
  });
  if (fromAddress.day >= CODE_DAILY_CAP_PER_CLIENT) throw new AppError('VERIFICATION_CLIENT_DAILY_CAP');
  if (fromAddress.window >= CODE_RATE_PER_CLIENT) {
    throw new AppError(
      'VERIFICATION_RESEND_TOO_SOON',
      'Too many codes were requested from this network in the last minute; wait a minute.',
    );
  }
}
