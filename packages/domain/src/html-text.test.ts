import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToParagraphs, paragraphsToHtml } from './html-text';

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

describe('coupon descriptions between plain text and describeHTML', () => {
  it('makes a paragraph of each line, escaped, and reads it back', () => {
    const text = 'Dumplings only\n\n  Not with other <offers> & gifts  ';
    const html = paragraphsToHtml(text);
    expect(html).toBe('<p>Dumplings only</p><p>Not with other &lt;offers&gt; &amp; gifts</p>');
    expect(htmlToParagraphs(html)).toBe('Dumplings only\nNot with other <offers> & gifts');
  });

  it('reads the demo catalog’s HTML as lines, dropping tags and scripts’ markup', () => {
    expect(htmlToParagraphs('<ul><li>One per order</li><li>Ends <b>Sunday</b></li></ul>')).toBe(
      'One per order\nEnds Sunday',
    );
    expect(paragraphsToHtml('  \n ')).toBe('');
  });
});
