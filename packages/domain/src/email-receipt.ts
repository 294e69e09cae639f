/** The emailed-receipt dialog (specification 000 section 4 "Email receipt" and section 5 "Email dialog"). */

/** The e-mailed code is 6 characters. */
export const EMAIL_CODE_LENGTH = 6;

// The specification's shape: starts with a letter or digit, word characters, @, a domain, a 2–4 letter
// suffix. Dots, hyphens and plus signs are also let into the local part so first.last@… addresses pass.
const EMAIL_PATTERN =
  /^[A-Za-z0-9][\w.+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,4}$/;

/** Longest address SMTP carries. */
export const EMAIL_MAX_LENGTH = 254;

/** Whether an address fits the e-mail pattern (surrounding spaces ignored); otherwise error Q1. */
export function isValidEmail(s: string): boolean {
  const email = s.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Submit is active with a name, a valid e-mail and a code of exactly 6 characters. */
export function canSubmitEmailReceipt(form: { name: string; email: string; code: string }): boolean {
  return form.name.trim() !== '' && isValidEmail(form.email) && form.code.trim().length === EMAIL_CODE_LENGTH;
}
