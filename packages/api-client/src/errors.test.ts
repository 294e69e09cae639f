import { allErrorCodes } from '@nearbite/domain/client-errors';
import { describe, expect, it } from 'vitest';
import { errorTextsEn } from './errors.en';
import { errorTextsZh } from './errors.zh';

const expectedKeys = allErrorCodes().map((code) => `error${code}`);
const cjk = /[\u4e00-\u9fff]/;

describe.each([
  ['English', errorTextsEn],
  ['Chinese', errorTextsZh],
])('%s error texts', (_language, texts) => {
  it('have a non-empty text for every code', () => {
    const missing = expectedKeys.filter((key) => !texts[key]?.trim());
    expect(missing).toEqual([]);
  });

  it('have no text for an unknown code', () => {
    const extra = Object.keys(texts).filter((key) => !expectedKeys.includes(key));
    expect(extra).toEqual([]);
  });
});

describe('error texts', () => {
  it('are written in Chinese in the Chinese file', () => {
    const notChinese = expectedKeys.filter((key) => !cjk.test(errorTextsZh[key] ?? ''));
    expect(notChinese).toEqual([]);
  });

  it('are not Chinese in the English file', () => {
    const chinese = expectedKeys.filter((key) => cjk.test(errorTextsEn[key] ?? ''));
    expect(chinese).toEqual([]);
  });

  it('keep wording the specifications fix', () => {
    expect(errorTextsEn.errorL1000).toMatch(/^Authentication Failed/);
    expect(errorTextsEn.errorA14).toBe('Message sending failed.');
    expect(errorTextsEn.errorD1000).toBe('Failed to bind the card.');
  });
});
