import { paths } from '../../../shared/lib/paths';

/**
 * True on Safari on an iPhone: iPhone in the user agent, WebKit's "Safari/" token and "Version/",
 * and none of the tokens other iOS browsers add (Chrome CriOS, Firefox FxiOS, Edge EdgiOS, Opera
 * OPiOS, DuckDuckGo Ddg, Google GSA, Yandex YaBrowser) nor in-app web views (which lack Safari/).
 */
export function isIPhoneSafari(userAgent: string): boolean {
  if (!/\biPhone\b/.test(userAgent)) return false;
  if (!/\bVersion\/[\d.]+\b/.test(userAgent) || !/\bSafari\/[\d.]+/.test(userAgent)) return false;
  return !/\b(?:CriOS|FxiOS|EdgiOS|OPiOS|OPT|Ddg|GSA|YaBrowser|mercury|Focus|Brave|FBAN|FBAV|Instagram|Line|MicroMessenger)\b/i.test(
    userAgent,
  );
}

/**
 * The store page that replaces home on a store's own website: businessId, noBack=true, tableName
 * passed through from the current query, and needShowSafariGuide=true only on iPhone Safari.
 */
export function siteBusinessUrl(businessId: string, currentSearch: string, userAgent: string): string {
  const params = new URLSearchParams({ businessId, noBack: 'true' });
  const tableName = new URLSearchParams(currentSearch).get('tableName');
  if (tableName !== null && tableName !== '') params.set('tableName', tableName);
  if (isIPhoneSafari(userAgent)) params.set('needShowSafariGuide', 'true');
  return `${paths.postDetail}?${params.toString()}`;
}
