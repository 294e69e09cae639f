import type { ClientConfigDto } from '@nearbite/contract/account';

type HostConfig = Pick<ClientConfigDto, 'productionHosts' | 'productionUrl'>;

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Where the home tab sends a visitor who reached the site on another host (a preview or an old
 * domain): the production URL, when production hosts are configured and `host` (with its port, as
 * `location.host` gives it) is not one of them. Null means stay: nothing configured, a known host,
 * no valid production URL, or a production URL on this very host (never a redirect loop).
 */
export function productionRedirectUrl(config: HostConfig, host: string): string | null {
  const hosts = config.productionHosts.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  if (hosts.length === 0 || !config.productionUrl) return null;
  const here = host.toLowerCase();
  const hostname = here.replace(/:\d+$/, '');
  if (hosts.includes(here) || hosts.includes(hostname)) return null;
  const target = hostOf(config.productionUrl);
  if (target === null || target === here) return null;
  return config.productionUrl;
}
