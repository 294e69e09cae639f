import type { LocalizedText } from '../db/schema/columns.js';

/** The two languages of the product. */
export type Language = 'en' | 'zh';

/**
 * The language of an answer from the Accept-Language header: the supported language (zh or en) with the
 * highest quality, so `fr, zh;q=0.5` answers in Chinese; English when neither is listed.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  let best: { language: Language; quality: number } | null = null;
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = entry.trim().toLowerCase().split(';');
    const language = tag.startsWith('zh') ? 'zh' : tag.startsWith('en') ? 'en' : null;
    if (!language) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    // Equal qualities keep the first listed, as the header's order is the browser's preference.
    if (Number.isFinite(quality) && quality > 0 && (!best || quality > best.quality)) {
      best = { language, quality };
    }
  }
  return best?.language ?? 'en';
}

/** The text in the language, or in the other one when that is empty (merchants may fill in one only). */
export function localize(text: LocalizedText, language: Language): string {
  const other: Language = language === 'zh' ? 'en' : 'zh';
  return text[language] || text[other];
}

/** As localize, for optional texts. */
export function localizeOptional(text: LocalizedText | null, language: Language): string | null {
  return text ? localize(text, language) || null : null;
}
