import { utcOffsetAt } from '@nearbite/domain/zoned-time';
import type { AppLanguage } from '../i18n/language';

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** How far the device's clock is ahead of UTC at an instant, ms. */
export const deviceOffsetAt = (epochMs: number): number => -new Date(epochMs).getTimezoneOffset() * 60_000;

/**
 * The store zone's name as a diner reads it ("PDT" in English, "北美太平洋时间", Pacific time, in Chinese) when
 * the device's clock reads otherwise at that instant; null when both clocks agree. Throws RangeError for a
 * zone the browser does not know.
 */
export function storeZoneLabel(
  epochMs: number,
  timeZone: string,
  language: AppLanguage,
  deviceOffset: (epochMs: number) => number = deviceOffsetAt,
): string | null {
  if (utcOffsetAt(timeZone, epochMs) === deviceOffset(epochMs)) return null;
  const key = `${language}|${timeZone}`;
  let format = zoneNames.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'zh-CN' ? 'zh-CN' : 'en-US', {
      timeZone,
      timeZoneName: language === 'zh-CN' ? 'longGeneric' : 'short',
    });
    zoneNames.set(key, format);
  }
  return format.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** A store-clock text with the zone's label after it ("6:30 PM PST", "18:30（北美太平洋时间）"). */
export function withZoneLabel(text: string, zone: string | null, language: AppLanguage): string {
  if (zone === null) return text;
  return language === 'zh-CN' ? `${text}（${zone}）` : `${text} ${zone}`;
}
