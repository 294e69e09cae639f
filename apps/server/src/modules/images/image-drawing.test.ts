import { describe, expect, it } from 'vitest';
import { drawImage, escapeXml, initialsOf, labelOf } from './image-drawing.js';
import { slugify } from './image-urls.js';

describe('drawn images', () => {
  it('draws the same bytes for the same key and different ones for different keys', () => {
    expect(drawImage({ kind: 'dish', key: 'kung-pao-chicken' })).toBe(
      drawImage({ kind: 'dish', key: 'kung-pao-chicken' }),
    );
    expect(drawImage({ kind: 'dish', key: 'kung-pao-chicken' })).not.toBe(
      drawImage({ kind: 'dish', key: 'mapo-tofu' }),
    );
  });

  it('labels a store by its slug and badges it with its initials', () => {
    expect(labelOf('golden-dragon-kitchen-2')).toBe('Golden Dragon Kitchen 2');
    expect(initialsOf('golden-dragon-kitchen')).toBe('GD');
    expect(initialsOf('sakura')).toBe('S');
    expect(drawImage({ kind: 'logo', key: 'golden-dragon-kitchen' })).toContain('>GD</text>');
  });

  it('draws banners without words: no text layer, no name, hidden from assistive technology', () => {
    const banner = drawImage({ kind: 'banner', key: 'golden-dragon-kitchen' });
    expect(banner).not.toMatch(/<text|<title|aria-label/);
    expect(banner).not.toMatch(/golden|dragon|kitchen/i);
    expect(banner).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });

  it('escapes every character that could break out of text or an attribute', () => {
    expect(escapeXml(`Tom <&> "Jerry's"`)).toBe('Tom &lt;&amp;&gt; &quot;Jerry&apos;s&quot;');
    const svg = drawImage({ kind: 'logo', key: 'a-<script>&-b' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;');
  });

  it('keeps the proportions when a width is asked for', () => {
    expect(drawImage({ kind: 'banner', key: 'x', width: 300 })).toMatch(
      /^<svg [^>]*width="300" height="150"/,
    );
    expect(drawImage({ kind: 'logo', key: 'x' })).toMatch(/^<svg [^>]*width="300" height="300"/);
  });

  it('turns names into slugs for the URLs', () => {
    expect(slugify("Tony's Pizza & Pasta")).toBe('tonys-pizza-pasta');
    expect(slugify('Maple Café')).toBe('maple-cafe');
  });
});
