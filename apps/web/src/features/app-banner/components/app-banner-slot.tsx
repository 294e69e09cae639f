import { lazy, Suspense, useState } from 'react';
import { sessionStore } from '../../../shared/lib/browser-storage';
import { useClientConfig } from '../api';
import { appLinkFor, closeBanner, isBannerClosed } from '../lib/banner';
import { detectAppPlatform } from '../lib/platform';

const AppBanner = lazy(() => import('./app-banner'));

export interface AppBannerSlotProps {
  /** The receipt page shows no banner. */
  hidden: boolean;
  /** Tab screens: the banner floats above the tab bar. */
  aboveTabBar: boolean;
}

/**
 * The native-app banner for iPhone, Mac and Android visitors. This part is always loaded and only
 * decides; the configuration is fetched, and the banner's code loaded, only for those platforms,
 * and only when the operator configured a link for the visitor's platform.
 */
export function AppBannerSlot({ hidden, aboveTabBar }: AppBannerSlotProps) {
  const [platform] = useState(() =>
    typeof navigator === 'undefined'
      ? null
      : detectAppPlatform(navigator.userAgent, navigator.maxTouchPoints),
  );
  const [closed, setClosed] = useState(() => isBannerClosed(sessionStore));
  const wanted = platform !== null && !closed && !hidden;
  const { data } = useClientConfig(wanted);
  const link = wanted && data ? appLinkFor(data.appLinks, platform) : null;
  if (!link) return null;
  return (
    <Suspense fallback={null}>
      <AppBanner
        link={link}
        aboveTabBar={aboveTabBar}
        onClose={() => {
          closeBanner(sessionStore);
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
