import type { ClientConfigDto } from '@nearbite/contract/account';
import { type KeyValueStorage, safeSet } from '../../../shared/lib/browser-storage';
import type { AppPlatform } from './platform';

/** Session-storage flag: the visitor closed the banner; it stays closed until the browser session ends. */
export const BANNER_CLOSED_KEY = 'appBannerClosed';

export function isBannerClosed(storage: KeyValueStorage): boolean {
  return storage.getItem(BANNER_CLOSED_KEY) === '1';
}

export function closeBanner(storage: KeyValueStorage): void {
  safeSet(storage, BANNER_CLOSED_KEY, '1');
}

/** The link the banner offers a platform, or null (no banner) when the operator configured none. */
export function appLinkFor(appLinks: ClientConfigDto['appLinks'], platform: AppPlatform): string | null {
  const link = appLinks[platform];
  return link && link.trim().length > 0 ? link : null;
}
