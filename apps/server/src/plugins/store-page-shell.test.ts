import { describe, expect, it } from 'vitest';
import { withStoreBanner } from './store-page-shell.js';

const index =
  '<!doctype html><html><head><title>Nearbite</title></head><body><div id="root"></div></body></html>';

describe('withStoreBanner', () => {
  it('preloads the banner and draws it before the app root', () => {
    const html = withStoreBanner(index, '/apis/v1/images/banner/a.svg?w=750');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/apis/v1/images/banner/a.svg?w=750" fetchpriority="high"></head>',
    );
    expect(html).toMatch(
      /<body><div id="nb-store-shell"[^>]*><img src="\/apis\/v1\/images\/banner\/a\.svg\?w=750"/,
    );
    expect(html.indexOf('nb-store-shell')).toBeLessThan(html.indexOf('id="root"'));
  });

  it('escapes the URL so it cannot break out of the attribute', () => {
    const html = withStoreBanner(index, 'https://cdn.example/x.jpg?a=1&b="><script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('a=1&amp;b=&quot;&gt;&lt;script&gt;');
  });
});
