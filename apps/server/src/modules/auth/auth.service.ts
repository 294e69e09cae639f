import { nationalDigits, toFullPhoneNumber } from '@nearbite/domain/phone';
import { BROWSER_SESSION_MS, KEEP_LOGIN_SESSION_MS, SESSION_TOKEN_BYTES } from '@nearbite/domain/session';
import { CODE_MAX_WRONG_TRIES, CODE_TTL_MS } from '@nearbite/domain/verification';
import { AppError } from '../../errors/app-error.js';
import type { SmsProvider } from '../../integrations/sms/sms-provider.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthRepository, UserRow } from './auth.repository.js';
import { takeCodeSendTurn } from './code-caps.js';
import { generateNumericCode, generateToken, hashCode, sameDigest, sha256Hex } from './secrets.js';

export interface LoginResult {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

type LoginOutcome = { ok: true; result: LoginResult } | { ok: false; error: AppError };

/** Phone sign-in: texted codes, sessions, sign-out. */
export function createAuthService(deps: { repository: AuthRepository; sms: SmsProvider; clock: Clock }) {
  const { repository, sms, clock } = deps;

  async function reserveCode(phone: string, clientAddress: string, code: string): Promise<string> {
    const now = clock();
    return repository.transaction(async (tx) => {
      await takeCodeSendTurn(repository, tx, { channel: 'sms', recipient: phone, clientAddress, now });
      const salt = generateToken(16);
      return repository.insertCode(tx, {
        channel: 'sms',
        recipient: phone,
        codeHash: hashCode(code, salt),
        salt,
        clientAddress,
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MS),
      });
    });
  }

  async function attemptLogin(phone: string, code: string, keepCredentials: boolean): Promise<LoginOutcome> {
    const now = clock();
    return repository.transaction(async (tx): Promise<LoginOutcome> => {
      await repository.lockRecipient(tx, phone);
      const latest = await repository.latestCode(tx, 'sms', phone);
      if (!latest || latest.consumedAt) return { ok: false, error: new AppError('LOGIN_CODE_INCORRECT') };
      if (latest.expiresAt.getTime() <= now)
        return { ok: false, error: new AppError('VERIFICATION_CODE_EXPIRED') };
      if (latest.wrongTries >= CODE_MAX_WRONG_TRIES) {
        return { ok: false, error: new AppError('VERIFICATION_TOO_MANY_TRIES') };
      }
      if (!sameDigest(hashCode(code, latest.salt), latest.codeHash)) {
        // The wrong try is committed, so the answer is returned rather than thrown.
        await repository.recordWrongTry(tx, latest.id);
        return { ok: false, error: new AppError('LOGIN_CODE_INCORRECT') };
      }
      if (!(await repository.consumeCode(tx, latest.id, new Date(now)))) {
        return { ok: false, error: new AppError('LOGIN_CODE_INCORRECT') };
      }
      const user = await repository.upsertUserByPhone(tx, phone);
      const token = generateToken(SESSION_TOKEN_BYTES);
      const expiresAt = new Date(now + (keepCredentials ? KEEP_LOGIN_SESSION_MS : BROWSER_SESSION_MS));
      await repository.insertSession(tx, {
        userId: user.id,
        tokenHash: sha256Hex(token),
        keepCredentials,
        expiresAt,
      });
      return { ok: true, result: { user, token, expiresAt } };
    });
  }

  return {
    /** Texts a fresh 4-digit code; refused sends throw a coded error and send nothing. */
    async sendLoginCode(phoneInput: string, clientAddress: string): Promise<void> {
      const phone = nationalDigits(phoneInput);
      if (!phone) throw new AppError('LOGIN_PHONE_INCORRECT');
      const code = generateNumericCode();
      const codeId = await reserveCode(phone, clientAddress, code);
      try {
        await sms.send(
          toFullPhoneNumber(phone),
          `Your Nearbite code is ${code}. It expires in 10 minutes. 您的 Nearbite 验证码是 ${code}，10 分钟内有效。`,
        );
      } catch {
        // A code nobody received must not block the next request for 60 s.
        await repository.deleteCode(codeId);
        throw new AppError('SMS_SEND_FAILED');
      }
    },

    /** Checks the code and opens a session; wrong tries count even though the call fails. */
    async login(fullPhoneNumber: string, code: string, keepCredentials: boolean): Promise<LoginResult> {
      const phone = nationalDigits(fullPhoneNumber);
      if (!phone) throw new AppError('LOGIN_PHONE_INCORRECT');
      const outcome = await attemptLogin(phone, code, keepCredentials);
      if (!outcome.ok) throw outcome.error;
      return outcome.result;
    },

    /** What a session token is stored as (sessions.token_hash), for a read that finds its user itself. */
    sessionTokenHash: (token: string): string => sha256Hex(token),

    async userForToken(token: string): Promise<UserRow | null> {
      const row = await repository.findUserBySessionHash(sha256Hex(token), new Date(clock()));
      return row?.user ?? null;
    },

    async logout(token: string): Promise<void> {
      await repository.deleteSessionByHash(sha256Hex(token));
    },

    async clearSessions(userId: string): Promise<void> {
      await repository.deleteSessionsOfUser(userId);
    },

    hasOrdered: (userId: string) => repository.hasOrdered(userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
