import { useProductionHostRedirect } from '../use-production-redirect';
import { AppBannerSlot } from './app-banner-slot';

export interface AppExtrasProps {
  /** The home tab: the production-host redirect applies. */
  onHomeTab: boolean;
  /** No banner (the receipt page). */
  bannerHidden: boolean;
  /** Tab screens: the banner floats above the tab bar. */
  aboveTabBar: boolean;
}

/**
 * What the client configuration (GET /configs/client) drives on every screen: the production-host
 * redirect of the home tab and the native-app banner. Loaded after the first render, so none of it
 * weighs on the home route's first load.
 */
export default function AppExtras({ onHomeTab, bannerHidden, aboveTabBar }: AppExtrasProps) {
  useProductionHostRedirect(onHomeTab);
  return <AppBannerSlot hidden={bannerHidden} aboveTabBar={aboveTabBar} />;
}
