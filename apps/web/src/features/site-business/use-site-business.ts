import { businessRoutes } from '@nearbite/contract/businesses';
import { useEffect } from 'react';
import { call } from '../../shared/lib/api-call';
import { useNavigate } from '../../shared/lib/history-router';
import { paths } from '../../shared/lib/paths';

/** Once per page load: the website address is asked about at most one time. */
let asked = false;

/** Hosts that cannot be a store's own website: local development and IP addresses. */
export function isCheckableHost(hostname: string): boolean {
  return hostname !== '' && hostname !== 'localhost' && !/^[\d.]+$|:|^\[/.test(hostname);
}

/**
 * When the site is served on a store's own website address, GET /businesses/byWebsite answers the
 * store, and home is replaced with its page. Fire and forget: home renders meanwhile; "no such
 * store" (404) and any failure leave the diner on home without a message. The URL rules load only
 * on a hit.
 */
export function useSiteBusinessRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (asked) return;
    asked = true;
    const { hostname } = window.location;
    if (!isCheckableHost(hostname)) return;
    call(businessRoutes.byWebsite, { query: { website: hostname } })
      .then(async ({ id }) => {
        const { siteBusinessUrl } = await import('./lib/site-business');
        // Read the query when the answer arrives, and only leave home if the diner is still there.
        if (window.location.pathname !== paths.home) return;
        void navigate(siteBusinessUrl(id, window.location.search, navigator.userAgent), { replace: true });
      })
      .catch(() => undefined);
  }, [navigate]);
}
