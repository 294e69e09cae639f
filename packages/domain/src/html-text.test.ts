import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-text';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text, Chinese included, as it is', () => {
    expect(escapeHtml('川菜馆 · 5 mi')).toBe('川菜馆 · 5 mi');
  });
});
