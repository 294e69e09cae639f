import { type AdvertisingStatisticBody, accountRoutes } from '@nearbite/contract/account';
import { call } from '../../shared/lib/api-call';
import { localStore, sessionStore } from '../../shared/lib/browser-storage';
import { captureAdSource } from './lib/ad-source';
import { reportHomeVisit } from './lib/home-visit';

/** POST /users/advertisingPerformanceStatistics. */
const postStatistic = (body: AdvertisingStatisticBody) => call(accountRoutes.advertisingStatistics, { body });

/** Remembers the page's adSource (first one wins) and takes it out of the address bar. */
export function captureAdSourceFromPage(): string | null {
  return captureAdSource({ location: window.location, history: window.history }, localStore, sessionStore);
}

/** One home visit: capture the source, then report homePv (and homeUv once a day). */
export async function trackHomeVisit(): Promise<void> {
  const source = captureAdSourceFromPage();
  await reportHomeVisit(postStatistic, source, localStore, new Date());
}
