import { deviceOffsetAt, storeZoneLabel, withZoneLabel } from '../lib/store-zone';
import { type AppLanguage, appLanguage } from './language';
import { loadTexts, useTexts } from './use-texts';

/** The order screens' texts: orders, order detail, refund, receipt. */
const namespaces = ['orders', 'orderInfo', 'refund', 'receipt'] as const;

/** Loads those namespaces ahead of the screens (route loaders, prefetch). */
export function loadOrdersTexts(): Promise<void> {
  return loadTexts(namespaces);
}

/** Suspends the calling screen until those namespaces are in (its Suspense shows the loading view). */
export function useOrdersTexts(): void {
  useTexts(namespaces);
}

/**
 * The order detail's texts: the statuses (orders) and its own. The refund and receipt screens' texts stay out
 * of its first load (the e-mail receipt sheet asks for its own): on a first visit each is one more file
 * waiting for one of the six connections before the order shows.
 */
const detailNamespaces = ['orders', 'orderInfo'] as const;

/** Loads the detail's namespaces ahead of its screen (route loader). */
export function loadOrderDetailTexts(): Promise<void> {
  return loadTexts(detailNamespaces);
}

/** Suspends the detail screen until its namespaces are in. */
export function useOrderDetailTexts(): void {
  useTexts(detailNamespaces);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: AppLanguage, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'zh-CN' ? 'zh-CN' : 'en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** An order's moment (epoch ms) as "Mar 5, 2025, 6:30 PM" or "2025年3月5日 18:30", in the phone's zone. */
export function formatOrderTime(
  epochMs: number,
  language: AppLanguage = appLanguage,
  timeZone?: string,
): string {
  return dateTimeFormat(language, timeZone).format(epochMs);
}

/**
 * An order's moment on the store's clock and, when the device's clock reads otherwise at that moment, the
 * zone's label to follow it ("PST", "（北美太平洋时间）"). An unknown zone gives the device's clock, unlabelled.
 */
export function storeTimeParts(
  epochMs: number,
  timeZone: string,
  language: AppLanguage = appLanguage,
  deviceOffset: (epochMs: number) => number = deviceOffsetAt,
): { time: string; zone: string | null } {
  let zone: string | null;
  try {
    zone = storeZoneLabel(epochMs, timeZone, language, deviceOffset);
  } catch {
    return { time: formatOrderTime(epochMs, language), zone: null };
  }
  const time = formatOrderTime(epochMs, language, timeZone);
  const label = zone === null ? null : withZoneLabel('', zone, language);
  return { time, zone: label };
}

/**
 * An order's moment as the store's clock read it (as the e-mailed receipt gives it), so the diner, the store
 * and support name the same time, with the zone when the device's clock reads otherwise: "Mar 4, 2025,
 * 6:30 PM PST", "2025年3月4日 18:30（北美太平洋时间）".
 */
export function formatStoreTime(
  epochMs: number,
  timeZone: string,
  language: AppLanguage = appLanguage,
  deviceOffset: (epochMs: number) => number = deviceOffsetAt,
): string {
  const { time, zone } = storeTimeParts(epochMs, timeZone, language, deviceOffset);
  return zone === null ? time : `${time}${zone}`;
}

/** A time of day given in milliseconds since midnight (service hours) as "9:00 AM" or "09:00". */
export function formatTimeOfDay(msOfDay: number, language: AppLanguage = appLanguage): string {
  return new Intl.DateTimeFormat(language === 'zh-CN' ? 'zh-CN' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: language === 'zh-CN' ? 'h23' : 'h12',
    timeZone: 'UTC',
  }).format(msOfDay % 86_400_000);
}

/** Seconds left to pay as "14:05" (minutes:seconds); an hour or more as "1:02:03". */
export function formatCountdown(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const rest = String(left % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
