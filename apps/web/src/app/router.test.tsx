import { describe, expect, it } from 'vitest';
import { paths } from '../shared/lib/paths';
import { routeFor } from './router';

describe('routeFor', () => {
  it('matches a path whatever its case and trailing slashes', () => {
    expect(routeFor('/order/info')?.path).toBe(paths.orderInfo);
    expect(routeFor('/Order/INFO/')?.path).toBe(paths.orderInfo);
    expect(routeFor('/integral/coverinfo')?.path).toBe(paths.integralCoverInfo);
  });

  it('knows the home tab, and no path the product does not have', () => {
    expect(routeFor('/')).toMatchObject({ path: paths.home, tab: true });
    expect(routeFor('//')?.path).toBe(paths.home);
    expect(routeFor('/orders')?.tab).toBe(true);
    expect(routeFor('/success')).toBeUndefined();
    expect(routeFor('/order')).toBeUndefined();
  });
});
