import { describe, expect, it } from 'vitest';
import { appLinkFor } from './banner';
import { productionRedirectUrl } from './production-host';

const production = {
  productionHosts: ['nearbite.com', 'www.nearbite.com'],
  productionUrl: 'https://nearbite.com/',
};

describe('productionRedirectUrl', () => {
  it('sends other hosts to the production URL', () => {
    expect(productionRedirectUrl(production, 'preview.nearbite.dev')).toBe('https://nearbite.com/');
    expect(productionRedirectUrl(production, '127.0.0.1:8080')).toBe('https://nearbite.com/');
  });

  it('keeps visitors on a production host, with or without a port, in any case', () => {
    expect(productionRedirectUrl(production, 'nearbite.com')).toBeNull();
    expect(productionRedirectUrl(production, 'WWW.Nearbite.com')).toBeNull();
    expect(productionRedirectUrl(production, 'nearbite.com:443')).toBeNull();
    expect(
      productionRedirectUrl(
        { productionHosts: ['localhost:8080'], productionUrl: 'http://localhost:8080/' },
        'localhost:8080',
      ),
    ).toBeNull();
  });

  it('never redirects when nothing is configured', () => {
    expect(
      productionRedirectUrl({ productionHosts: [], productionUrl: 'https://nearbite.com/' }, 'x.test'),
    ).toBeNull();
    expect(
      productionRedirectUrl({ productionHosts: [' '], productionUrl: 'https://nearbite.com/' }, 'x.test'),
    ).toBeNull();
    expect(
      productionRedirectUrl({ productionHosts: ['nearbite.com'], productionUrl: null }, 'x.test'),
    ).toBeNull();
    expect(
      productionRedirectUrl({ productionHosts: ['nearbite.com'], productionUrl: 'not a url' }, 'x.test'),
    ).toBeNull();
  });

  it('never loops back to the host the visitor is on', () => {
    expect(
      productionRedirectUrl(
        { productionHosts: ['nearbite.com'], productionUrl: 'https://staging.test/' },
        'staging.test',
      ),
    ).toBeNull();
  });
});

describe('appLinkFor', () => {
  const links = { ios: 'https://apps.apple.com/app/id1', android: null, mac: ' ' };
  it('answers the configured link of the platform, or null when there is none', () => {
    expect(appLinkFor(links, 'ios')).toBe('https://apps.apple.com/app/id1');
    expect(appLinkFor(links, 'android')).toBeNull();
    expect(appLinkFor(links, 'mac')).toBeNull();
  });
});
