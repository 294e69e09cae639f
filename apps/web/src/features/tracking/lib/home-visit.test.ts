import type { AdvertisingStatisticBody } from '@nearbite/contract/account';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import { reportHomeVisit } from './home-visit';
import { HOME_UV_DAY_KEY, isUniqueVisitDue, localDay } from './unique-visit';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function recorder(fail: (body: AdvertisingStatisticBody) => boolean = () => false) {
  const bodies: AdvertisingStatisticBody[] = [];
  const post = async (body: AdvertisingStatisticBody) => {
    bodies.push(body);
    if (fail(body)) throw new Error('offline');
    return { ok: true };
  };
  return { bodies, post };
}

const morning = new Date(2026, 2, 7, 8, 30);
const evening = new Date(2026, 2, 7, 23, 59);
const nextDay = new Date(2026, 2, 8, 0, 1);

describe('localDay', () => {
  it('is the browser’s calendar day', () => {
    expect(localDay(morning)).toBe('2026-03-07');
    expect(localDay(nextDay)).toBe('2026-03-08');
  });
});

describe('reportHomeVisit', () => {
  it('reports a page view every visit and a unique visitor once per browser per day', async () => {
    const local = memoryStorage();
    const { bodies, post } = recorder();
    await reportHomeVisit(post, 'flyer', local, morning);
    await reportHomeVisit(post, 'flyer', local, evening);
    await reportHomeVisit(post, 'flyer', local, nextDay);
    expect(bodies).toEqual([
      { action: 'homePv', source: 'flyer' },
      { action: 'homeUv', source: 'flyer' },
      { action: 'homePv', source: 'flyer' },
      { action: 'homePv', source: 'flyer' },
      { action: 'homeUv', source: 'flyer' },
    ]);
    expect(local.map.get(HOME_UV_DAY_KEY)).toBe('2026-03-08');
  });

  it('sends a null source when none is remembered', async () => {
    const { bodies, post } = recorder();
    await reportHomeVisit(post, null, memoryStorage(), morning);
    expect(bodies.every((body) => body.source === null)).toBe(true);
  });

  it('is silent on failure and counts the unique visitor again on the next visit', async () => {
    const local = memoryStorage();
    const failing = recorder(() => true);
    await expect(reportHomeVisit(failing.post, null, local, morning)).resolves.toBeUndefined();
    expect(isUniqueVisitDue(local, morning)).toBe(true);
    const working = recorder();
    await reportHomeVisit(working.post, null, local, evening);
    expect(working.bodies.map((body) => body.action)).toEqual(['homePv', 'homeUv']);
    expect(isUniqueVisitDue(local, evening)).toBe(false);
  });
});
