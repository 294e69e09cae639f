/** The display language: chosen once from the browser language, English otherwise. */
export type AppLanguage = 'en' | 'zh-CN';

/** zh, zh-CN, zh-TW, zh-Hans… give Chinese; everything else (and nothing) gives English. */
export function detectLanguage(browserLanguage: string | null | undefined): AppLanguage {
  return /^zh/i.test(browserLanguage ?? '') ? 'zh-CN' : 'en';
}

/** The Accept-Language header every API call carries. */
export function acceptLanguageFor(language: AppLanguage): 'en-US' | 'zh-CN' {
  return language === 'zh-CN' ? 'zh-CN' : 'en-US';
}

/** The language of this page load. */
export const appLanguage: AppLanguage = detectLanguage(
  typeof navigator === 'undefined' ? undefined : navigator.language,
);
