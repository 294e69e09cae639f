import { useEffect } from 'react';
import { useClientConfig } from './api';
import { productionRedirectUrl } from './lib/production-host';

/**
 * On the home tab, a site reached on a host that is not a production host goes to the production
 * URL (location.replace, so Back does not return to the old host). No configuration, no redirect.
 */
export function useProductionHostRedirect(onHomeTab: boolean): void {
  const { data } = useClientConfig(onHomeTab);
  useEffect(() => {
    if (!onHomeTab || !data) return;
    const target = productionRedirectUrl(data, window.location.host);
    if (target) window.location.replace(target);
  }, [onHomeTab, data]);
}
