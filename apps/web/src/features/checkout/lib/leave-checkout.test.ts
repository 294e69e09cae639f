import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { storePageOrHome } from './leave-checkout';

describe('storePageOrHome', () => {
  it('goes back to the store of the checkout, else home', () => {
    expect(storePageOrHome('b 1')).toBe(`${paths.postDetail}?businessId=b%201`);
    expect(storePageOrHome(null)).toBe(paths.home);
  });
});
