import { describe, expect, it } from 'vitest';
import { en } from '../shared/i18n/en';
import { zh } from '../shared/i18n/zh';
import { unknownRouteTarget } from './layout/unknown-route';
import { screenRoutes } from './route-table';

/** The routes of both specifications (000 section 2 and 001 section 2), spelled as they spell them. */
const specifiedRoutes = [
  '/',
  '/orders',
  '/search',
  '/mapMode',
  '/location',
  '/post/detail',
  '/post/search',
  '/post/pickPoint',
  '/order/info',
  '/order/refund',
  '/order/receipt',
  '/payment',
  '/messageSettings',
  '/card/list',
  '/card/edit',
  '/coupon/get',
  '/coupon/list',
  '/integral/card',
  '/integral/mine',
  '/integral/describe',
  '/integral/covers',
  '/integral/coverInfo',
  '/integral/details',
  '/deliveryAddress',
  '/fail',
  '/sucess',
  '/demo',
];

/** Routes of ours that neither specification lists. */
const ourRoutes = [
  // The privacy screen behind the user menu's privacy entry (000 section 2's "privacy and notification settings").
  '/privacy',
];

function text(resources: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
}

describe('route table', () => {
  it('registers every route of both specifications, and ours, once', () => {
    const registered = screenRoutes.map((route) => route.path);
    expect([...registered].sort()).toEqual([...specifiedRoutes, ...ourRoutes].sort());
  });

  it('puts exactly Home and Orders above the tab bar', () => {
    expect(screenRoutes.filter((route) => route.tab).map((route) => route.path)).toEqual(['/', '/orders']);
  });

  it('has a title for every screen in both languages', () => {
    for (const route of screenRoutes) {
      expect(typeof text(en, route.titleKey), route.titleKey).toBe('string');
      expect(typeof text(zh, route.titleKey), route.titleKey).toBe('string');
    }
  });
});

describe('unknown routes', () => {
  it('go back when the app has a previous entry, else to the root', () => {
    expect(unknownRouteTarget({ idx: 3, key: 'abc', usr: null })).toBe('back');
    expect(unknownRouteTarget({ idx: 0, key: 'default', usr: null })).toBe('root');
    expect(unknownRouteTarget(null)).toBe('root');
    expect(unknownRouteTarget(undefined)).toBe('root');
  });
});
