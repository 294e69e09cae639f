/** The two languages the product speaks. */
export type Language = 'en' | 'zh';

/**
 * The language of an Accept-Language header: the most preferred tag that is Chinese or English, and
 * English when neither appears (the specification's fallback).
 */
export function languageOf(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((entry, position) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        primary: tag.trim().toLowerCase().split('-')[0],
        q: q === undefined ? 1 : Number(q),
        position,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  const first = ranked.find((entry) => entry.primary === 'zh' || entry.primary === 'en');
  return first?.primary === 'zh' ? 'zh' : 'en';
}

/** Merchant text in the requested language; an empty value falls back to the other language. */
export function pickText(text: { en: string; zh: string }, language: Language): string {
  return text[language] || (language === 'zh' ? text.en : text.zh);
}
