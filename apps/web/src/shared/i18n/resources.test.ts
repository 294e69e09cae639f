import { describe, expect, it } from 'vitest';
import { en } from './en';
import { acceptLanguageFor, detectLanguage } from './language';
import { zh } from './zh';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}

describe('texts', () => {
  const english = leaves(en);
  const chinese = leaves(zh);

  it('exist in both languages for every key', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('are never empty and keep the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      const other = chinese.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('carry the wording the tests and the specification use', () => {
    expect(en.auth.phoneLabel).toBe('Phone number');
    expect(zh.auth.phoneLabel).toBe('手机号');
    expect(en.auth.codeLabel).toBe('Verification code');
    expect(zh.auth.codeLabel).toBe('验证码');
    expect(en.auth.sendCode).toBe('Send code');
    expect(zh.auth.sendCode).toBe('发送验证码');
    expect(en.auth.signIn).toBe('Sign in');
    expect(zh.auth.signIn).toBe('登录');
    expect(en.auth.logout).toBe('Log out');
    expect(zh.auth.logout).toBe('退出登录');
    expect(en.auth.clearSessions).toBe('Clear all sessions');
    expect(zh.auth.clearSessions).toBe('清除所有会话');
    expect(en.auth.sendFailed).toBe('Message sending failed');
    expect(en.errorToast.code.replace('{{code}}', 'S1')).toBe('Code: S1');
    expect(zh.errorToast.code.replace('{{code}}', 'S1')).toBe('错误码：S1');
  });
});

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
