import type { AdvertisingStatisticBody } from '@nearbite/contract/account';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import { isUniqueVisitDue, recordUniqueVisit } from './unique-visit';

export type PostStatistic = (body: AdvertisingStatisticBody) => Promise<unknown>;

/**
 * Reports one visit of home: a page view every time, and a unique visitor the first time this
 * browser comes on a given day (remembered only once the server took it, so a failure is retried
 * on the next visit). Failures are silent: statistics never bother the diner.
 */
export async function reportHomeVisit(
  post: PostStatistic,
  source: string | null,
  local: KeyValueStorage,
  now: Date,
): Promise<void> {
  const calls: Promise<unknown>[] = [post({ action: 'homePv', source }).catch(() => undefined)];
  if (isUniqueVisitDue(local, now)) {
    calls.push(
      post({ action: 'homeUv', source }).then(
        () => recordUniqueVisit(local, now),
        () => undefined,
      ),
    );
  }
  await Promise.all(calls);
}
