import { describe, expect, it } from 'vitest';
import { acceptLanguageFor, detectLanguage } from './language';

describe('language', () => {
  it('is Chinese for any zh browser language and English otherwise', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-TW', 'zh-Hans-CN', 'ZH-cn'])
      expect(detectLanguage(tag)).toBe('zh-CN');
    for (const tag of ['en-US', 'en', 'fr-FR', 'ja', '', undefined, null])
      expect(detectLanguage(tag)).toBe('en');
  });

  it('sends en-US or zh-CN as Accept-Language', () => {
    expect(acceptLanguageFor('en')).toBe('en-US');
    expect(acceptLanguageFor('zh-CN')).toBe('zh-CN');
  });
});
