/**
 * The merchant's description (HTML) as plain paragraphs. It is parsed, never inserted as HTML: a
 * merchant-written text must not run script or style the page. Block elements start paragraphs.
 */
export function describeParagraphs(html: string | null): string[] {
  if (!html || typeof DOMParser === 'undefined') return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...document.body.querySelectorAll('p, li, h1, h2, h3, h4, div')].filter(
    (element) => element.querySelector('p, li, div') === null,
  );
  const texts = (blocks.length > 0 ? blocks : [document.body]).map((element) =>
    (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  return texts.filter((text) => text.length > 0);
}
