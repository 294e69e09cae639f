import { STORE_SHELL_ID } from '@nearbite/domain/app-constants';
import { escapeHtml } from '@nearbite/domain/html-text';

/**
 * index.html for a store page with the store's first banner photo: fetched from the head at high
 * priority and drawn at the top of the screen, where the page's own header draws it later, while the
 * app's code and the store's data load. The page removes it once its header is on screen.
 */
export function withStoreBanner(indexHtml: string, bannerUrl: string): string {
  const href = escapeHtml(bannerUrl);
  const preload = `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
  const shell =
    `<div id="${STORE_SHELL_ID}" aria-hidden="true" style="position:fixed;top:0;left:0;right:0;z-index:2001;background:#f5f5f5">` +
    `<img src="${href}" alt="" width="750" height="360" fetchpriority="high" style="display:block;width:100%;height:auto;aspect-ratio:750/360;object-fit:cover"></div>`;
  return indexHtml.replace('</head>', `${preload}</head>`).replace(/<body([^>]*)>/, `<body$1>${shell}`);
}
