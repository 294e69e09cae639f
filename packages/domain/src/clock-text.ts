/** Wall-clock times as texts and messages show them, in a store's time zone. */

import { localTimeAt } from './store-status.js';

const MINUTE_MS = 60_000;

/**
 * The time of day at `epoch` in the time zone: `6:05 PM` in English, `18:05` in Chinese (the 24-hour clock
 * Chinese texts use).
 */
export function clockText(timeZone: string, epoch: number, language: 'en' | 'zh'): string {
  const minutes = Math.floor(localTimeAt(timeZone, epoch).msOfDay / MINUTE_MS);
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  if (language === 'zh') return `${String(hour).padStart(2, '0')}:${minute}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
