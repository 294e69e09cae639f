import { describe, expect, it } from 'vitest';
import { isCheckableHost } from '../use-site-business';
import { isIPhoneSafari, siteBusinessUrl } from './site-business';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iPhoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/125.2535.60 Mobile/15E148 Safari/605.1.15',
  iPhoneGoogleApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/321.0.645175018 Mobile/15E148 Safari/604.1',
  iPhoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 335.0.2.17.91 (iPhone14,5; iOS 17_5; en_US)',
  iPhoneWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003133) NetType/WIFI Language/zh_CN',
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

describe('iPhone Safari', () => {
  it('is Safari on an iPhone', () => {
    expect(isIPhoneSafari(UA.iPhoneSafari)).toBe(true);
  });

  it('is not another iPhone browser or an in-app web view', () => {
    for (const ua of [
      UA.iPhoneChrome,
      UA.iPhoneFirefox,
      UA.iPhoneEdge,
      UA.iPhoneGoogleApp,
      UA.iPhoneInstagram,
      UA.iPhoneWeChat,
    ]) {
      expect(isIPhoneSafari(ua), ua).toBe(false);
    }
  });

  it('is not Safari on an iPad or a Mac, nor Android', () => {
    expect(isIPhoneSafari(UA.iPadSafari)).toBe(false);
    expect(isIPhoneSafari(UA.macSafari)).toBe(false);
    expect(isIPhoneSafari(UA.androidChrome)).toBe(false);
    expect(isIPhoneSafari('')).toBe(false);
  });
});

describe('store page of a store website', () => {
  it('opens the store without a way back', () => {
    expect(siteBusinessUrl('b1', '', UA.androidChrome)).toBe('/post/detail?businessId=b1&noBack=true');
  });

  it('passes the table name through', () => {
    expect(siteBusinessUrl('b1', '?tableName=A%2012&adSource=x', UA.androidChrome)).toBe(
      '/post/detail?businessId=b1&noBack=true&tableName=A+12',
    );
  });

  it('asks for the Safari guide only on iPhone Safari', () => {
    const url = new URL(siteBusinessUrl('b 2', '?tableName=7', UA.iPhoneSafari), 'https://x.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      businessId: 'b 2',
      noBack: 'true',
      tableName: '7',
      needShowSafariGuide: 'true',
    });
    expect(siteBusinessUrl('b1', '', UA.iPhoneChrome)).not.toContain('needShowSafariGuide');
  });

  it('is only asked about on real host names', () => {
    expect(isCheckableHost('pizza-palace.nearbite.local')).toBe(true);
    expect(isCheckableHost('www.example.com')).toBe(true);
    expect(isCheckableHost('localhost')).toBe(false);
    expect(isCheckableHost('127.0.0.1')).toBe(false);
    expect(isCheckableHost('[::1]')).toBe(false);
    expect(isCheckableHost('')).toBe(false);
  });
});
