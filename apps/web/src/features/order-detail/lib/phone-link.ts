import { formatPhoneInput, nationalDigits, toFullPhoneNumber } from '@nearbite/domain/phone';

/** A phone number as shown (415-555-0123) and as a tel: link; null for a number that is not a US one. */
export function phoneLinkOf(phone: string | null | undefined): { text: string; href: string } | null {
  if (!phone) return null;
  const digits = nationalDigits(phone);
  if (!digits) return null;
  return { text: formatPhoneInput(digits), href: `tel:${toFullPhoneNumber(digits)}` };
}
