import { useSyncExternalStore } from 'react';

/** The console's two languages. */
export type Language = 'en' | 'zh';

const STORAGE_KEY = 'nearbiteConsoleLanguage';

/** zh, zh-CN, zh-TW, zh-Hans… give Chinese; everything else (and nothing) gives English. */
export function detectLanguage(browserLanguage: string | null | undefined): Language {
  return /^zh/i.test(browserLanguage ?? '') ? 'zh' : 'en';
}

/** The Accept-Language every API call carries, so names and texts come back in the console's language. */
export function acceptLanguageFor(language: Language): 'en-US' | 'zh-CN' {
  return language === 'zh' ? 'zh-CN' : 'en-US';
}

/** The page's `lang` attribute for the language. */
export function htmlLangFor(language: Language): 'en' | 'zh-CN' {
  return language === 'zh' ? 'zh-CN' : 'en';
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'en' || value === 'zh' ? value : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let current: Language =
  typeof navigator === 'undefined' ? 'en' : (storedLanguage() ?? detectLanguage(navigator.language));

/**
 * The console's language: the one chosen with the switch (remembered on this device), else the browser's.
 * Screens read it through useLanguage; the API client reads it at each call.
 */
export const languageStore = {
  get: (): Language => current,
  set(next: Language): void {
    if (next === current) return;
    current = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    document.documentElement.lang = htmlLangFor(next);
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get, () => 'en');
}
