import { dollars } from '@nearbite/domain/money-text';
import type { Language } from '../i18n/language';

/** Cents as dollars, "$12.50", in both languages (prices are US dollars). */
export const money = dollars;

const locales: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

/** A clock time on this device: "12:30 PM", "下午12:30". */
export function clockTime(epochMs: number, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { hour: 'numeric', minute: '2-digit' }).format(epochMs);
}

/** A date and time: "Nov 27, 2:05 PM", "11月27日 下午2:05". */
export function dateTime(epochMs: number, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(locales[language], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(epochMs);
}

/** Whole minutes from `from` to `now`, never below 0. */
export function minutesBetween(from: number, now: number): number {
  return Math.max(0, Math.floor((now - from) / 60_000));
}
