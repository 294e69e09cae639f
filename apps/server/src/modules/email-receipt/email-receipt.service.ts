import { EMAIL_CODE_LENGTH } from '@nearbite/domain/email-receipt';
import { CODE_MAX_WRONG_TRIES, CODE_TTL_MS } from '@nearbite/domain/verification';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Language } from '../../lib/request-language.js';
import type { AuthRepository } from '../auth/auth.repository.js';
import { takeCodeSendTurn } from '../auth/code-caps.js';
import { generateNumericCode, generateToken, hashCode, sameDigest } from '../auth/secrets.js';
import type { OrderViewsService } from '../order-views/order-views.service.js';
import type { OutboxRepository } from '../outbox/outbox.repository.js';
import type { EmailReceiptRepository } from './email-receipt.repository.js';
import { receiptEmail, verificationCodeEmail } from './receipt-email.js';

const CHANNEL = 'email' as const;

/** Where the public receipt page lives, below the site's origin. */
export const RECEIPT_PAGE_PATH = '/order/receipt';

/** Addresses compare without case; they are kept lower-cased. */
const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The e-mailed receipt: a 6-digit code sent to an address proves it is the diner's, the verified address is
 * kept on the user, and receipts go to it. Codes follow the phone sign-in's rules and share its table
 * (channel 'email'); every e-mail leaves through the outbox, written in the transaction that causes it.
 */
export function createEmailReceiptService(deps: {
  codes: AuthRepository;
  repository: EmailReceiptRepository;
  outbox: OutboxRepository;
  orderViews: OrderViewsService;
  clock: Clock;
}) {
  const { codes, repository, outbox, orderViews, clock } = deps;

  type VerifyOutcome = { ok: true } | { ok: false; error: AppError };

  return {
    /** E-mails a fresh code to the address; 60 s between sends and the daily caps of the phone codes. */
    async sendCode(email: string, clientAddress: string, language: Language): Promise<void> {
      const recipient = normalizeEmail(email);
      const now = clock();
      const code = generateNumericCode(EMAIL_CODE_LENGTH);
      await repository.transaction(async (tx) => {
        await takeCodeSendTurn(codes, tx, { channel: CHANNEL, recipient, clientAddress, now });
        const salt = generateToken(16);
        await codes.insertCode(tx, {
          channel: CHANNEL,
          recipient,
          codeHash: hashCode(code, salt),
          salt,
          clientAddress,
          createdAt: new Date(now),
          expiresAt: new Date(now + CODE_TTL_MS),
        });
        await outbox.enqueue(tx, 'email', verificationCodeEmail(recipient, code, language));
      });
    },

    /** Checks the address's latest code and keeps the address on the user; wrong tries count even on failure. */
    async verify(userId: string, email: string, code: string): Promise<void> {
      const recipient = normalizeEmail(email);
      const now = clock();
      const outcome = await repository.transaction(async (tx): Promise<VerifyOutcome> => {
        await codes.lockRecipient(tx, recipient);
        const latest = await codes.latestCode(tx, CHANNEL, recipient);
        if (!latest || latest.consumedAt) {
          return { ok: false, error: new AppError('VERIFICATION_CODE_NOT_REQUESTED') };
        }
        if (latest.expiresAt.getTime() <= now) {
          return { ok: false, error: new AppError('VERIFICATION_CODE_EXPIRED') };
        }
        if (latest.wrongTries >= CODE_MAX_WRONG_TRIES) {
          return { ok: false, error: new AppError('VERIFICATION_TOO_MANY_TRIES') };
        }
        if (!sameDigest(hashCode(code, latest.salt), latest.codeHash)) {
          // Returned rather than thrown, so the wrong try is committed.
          await codes.recordWrongTry(tx, latest.id);
          return { ok: false, error: new AppError('VERIFICATION_CODE_INCORRECT') };
        }
        if (!(await codes.consumeCode(tx, latest.id, new Date(now)))) {
          return { ok: false, error: new AppError('VERIFICATION_CODE_NOT_REQUESTED') };
        }
        await repository.setUserEmail(tx, userId, recipient);
        return { ok: true };
      });
      if (!outcome.ok) throw outcome.error;
    },

    /**
     * E-mails the receipt of the user's order to their verified address (A148 while they have none), in the
     * request's language, with the link to the public receipt page under `siteOrigin`.
     */
    async emailReceipt(
      user: { id: string; email: string | null },
      orderId: string,
      name: string,
      siteOrigin: string,
      language: Language,
    ): Promise<void> {
      const { receipt, receiptCode, timeZone } = await orderViews.ownReceipt(user.id, orderId, language);
      if (!user.email) throw new AppError('VERIFICATION_CODE_NOT_REQUESTED');
      const receiptUrl = `${siteOrigin}${RECEIPT_PAGE_PATH}?code=${encodeURIComponent(receiptCode)}`;
      const message = receiptEmail({ to: user.email, name, receipt, timeZone, receiptUrl, language });
      await repository.transaction((tx) => outbox.enqueue(tx, 'email', message));
    },
  };
}

export type EmailReceiptService = ReturnType<typeof createEmailReceiptService>;
