import { describe, expect, it } from 'vitest';
import { clientSystemOf, orderExtraInfo } from './order-origin';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('the order origin', () => {
  it('names the phone system', () => {
    expect(clientSystemOf(IPHONE)).toBe('ios');
    expect(clientSystemOf(ANDROID)).toBe('android');
    expect(clientSystemOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
  });

  it('flags an order placed from a host outside the product own ones', () => {
    const hosts = ['nearbite.app', 'www.nearbite.app'];
    expect(orderExtraInfo('WWW.nearbite.app', IPHONE, hosts)).toEqual({
      clientFrom: 'h5',
      clientSystem: 'ios',
    });
    expect(orderExtraInfo('pizza.example.com', ANDROID, hosts)).toEqual({
      clientFrom: 'h5',
      clientSystem: 'android',
      orderFrom: 'pizza.example.com',
    });
    // No production hosts configured (a demo): every host is the product's own.
    expect(orderExtraInfo('127.0.0.1', ANDROID, [])).not.toHaveProperty('orderFrom');
  });
});
