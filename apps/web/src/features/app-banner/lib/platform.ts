/** Which native app a visitor's device can run; null for everything else (Windows, Linux, bots…). */
export type AppPlatform = 'ios' | 'android' | 'mac';

/**
 * The native app platform of a browser, from its user agent. iPhones (and iPods, iPads) get the
 * iOS app; iPadOS in its default desktop mode says "Macintosh" but has a touch screen, so a Mac
 * user agent with touch points counts as iOS too. Windows Phone pretends to be Android and an
 * iPhone at once, so it is left out first.
 */
export function detectAppPlatform(userAgent: string, maxTouchPoints = 0): AppPlatform | null {
  if (/Windows Phone|IEMobile/i.test(userAgent)) return null;
  if (/iPhone|iPod|iPad/.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Macintosh|Mac OS X/.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'mac';
  return null;
}
