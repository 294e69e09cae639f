/**
 * How a percentage discount is worded. The specification stores the share the diner pays
 * (`percent: 85` means 15 % off) and shows it by language: Chinese in tenths of the price paid
 * ("8.5折"), English as the percentage taken off ("15% off").
 */

/** A language tag; any `zh…` tag gives the Chinese wording, anything else the English one. */
export type DiscountLanguage = string;

function isChinese(language: DiscountLanguage): boolean {
  return /^zh/i.test(language);
}

/** The paid share clamped to 0–100, so a bad value never reads as a surcharge. */
function paidPercent(percentPaid: number): number {
  if (!Number.isFinite(percentPaid)) return 100;
  return Math.min(100, Math.max(0, percentPaid));
}

/** Tenths without trailing zeros: 85 → "8.5", 80 → "8", 88.5 → "8.85". */
function tenths(percent: number): string {
  return String(Math.round(percent * 100) / 1000);
}

/** Percent taken off without float noise: 85 → "15", 88.5 → "11.5". */
function percentOff(percent: number): string {
  return String(Math.round((100 - percent) * 100) / 100);
}

/**
 * The discount of a coupon or activity whose diner pays `percentPaid` % of the price.
 * `discountLabel(85, 'zh-CN')` is "8.5折"; `discountLabel(85, 'en')` is "15% off".
 */
export function discountLabel(percentPaid: number, language: DiscountLanguage): string {
  const percent = paidPercent(percentPaid);
  if (isChinese(language)) return percent === 0 ? '免费' : `${tenths(percent)}折`;
  return percent === 0 ? 'Free' : `${percentOff(percent)}% off`;
}
