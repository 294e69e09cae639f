import { EMAIL_CODE_LENGTH } from '@nearbite/domain/email-receipt';

/** What the e-mail code field keeps of what was typed or pasted: no spaces, at most the code's length. */
export function emailCodeInput(typed: string): string {
  return typed.replace(/\s/g, '').slice(0, EMAIL_CODE_LENGTH);
}
