import { describe, expect, it } from 'vitest';
import { detectAppPlatform } from './platform';

const agents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  iPadClassic:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  lighthouseMoto:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
};

describe('detectAppPlatform', () => {
  it('offers the iOS app to iPhones, whatever the browser, and to iPads', () => {
    expect(detectAppPlatform(agents.iPhoneSafari)).toBe('ios');
    expect(detectAppPlatform(agents.iPhoneChrome)).toBe('ios');
    expect(detectAppPlatform(agents.iPhoneWeChat)).toBe('ios');
    expect(detectAppPlatform(agents.iPadClassic, 5)).toBe('ios');
    // iPadOS asks for desktop pages with a Mac user agent; only its touch screen tells it apart.
    expect(detectAppPlatform(agents.iPadDesktopMode, 5)).toBe('ios');
  });

  it('offers the Mac app to Macs', () => {
    expect(detectAppPlatform(agents.macSafari, 0)).toBe('mac');
    expect(detectAppPlatform(agents.macChrome)).toBe('mac');
    expect(detectAppPlatform(agents.macFirefox, 0)).toBe('mac');
  });

  it('offers the Android app to Android phones and tablets', () => {
    expect(detectAppPlatform(agents.androidChrome, 5)).toBe('android');
    expect(detectAppPlatform(agents.androidTablet, 10)).toBe('android');
    expect(detectAppPlatform(agents.lighthouseMoto, 5)).toBe('android');
  });

  it('offers nothing to other systems', () => {
    expect(detectAppPlatform(agents.windowsChrome)).toBeNull();
    expect(detectAppPlatform(agents.windowsPhone, 5)).toBeNull();
    expect(detectAppPlatform(agents.linuxFirefox)).toBeNull();
    expect(detectAppPlatform(agents.headlessChromium)).toBeNull();
    expect(detectAppPlatform('')).toBeNull();
  });
});
