import { describe, expect, it } from 'vitest';
import { apiKeysTexts } from '../features/api-keys/texts';
import { auditTexts } from '../features/audit/texts';
import { boardTexts } from '../features/board/texts';
import { menuTexts } from '../features/menu/texts';
import { photosTexts } from '../features/photos/texts';
import { pickupAddressTexts } from '../features/pickup-addresses/texts';
import { platformTexts } from '../features/platform/texts';
import { printersTexts } from '../features/printers/texts';
import { settingsTexts } from '../features/settings/texts';
import { signInTexts } from '../features/sign-in/texts';
import { staffTexts } from '../features/staff/texts';
import { storesTexts } from '../features/stores/texts';
import { addressTexts } from '../shared/i18n/address-texts';
import { commonTexts } from '../shared/i18n/common-texts';
import { couponTexts } from '../shared/i18n/coupon-texts';
import { hoursTexts } from '../shared/i18n/hours-texts';
import { photoTexts } from '../shared/i18n/photo-texts';
import { fill, plural } from '../shared/i18n/texts';
import { appTexts } from './app-texts';

const tables = {
  appTexts,
  apiKeysTexts,
  auditTexts,
  boardTexts,
  addressTexts,
  commonTexts,
  couponTexts,
  hoursTexts,
  photosTexts,
  platformTexts,
  pickupAddressTexts,
  photoTexts,
  menuTexts,
  printersTexts,
  settingsTexts,
  signInTexts,
  staffTexts,
  storesTexts,
};
const cjk = /[\u4e00-\u9fff]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(tables))('%s', (_name, texts) => {
  it('are written in Chinese in Chinese and not in English', () => {
    const entries = Object.keys(texts.en) as (keyof typeof texts.en)[];
    // A text that is only placeholders and punctuation ("{name}：{phone}") has no words to translate.
    const words = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));
    const untranslated = entries.filter(
      (key) => words(texts.zh[key] as string) && !cjk.test(texts.zh[key] as string),
    );
    expect(untranslated).toEqual([]);
    // English texts may quote a Chinese name, never be Chinese themselves.
    expect(entries.filter((key) => cjk.test(texts.en[key] as string) && key !== 'appName')).toEqual([]);
  });

  it('fill the same placeholders in both languages', () => {
    const entries = Object.keys(texts.en) as (keyof typeof texts.en)[];
    const differing = entries.filter(
      (key) => placeholders(texts.en[key] as string).join() !== placeholders(texts.zh[key] as string).join(),
    );
    expect(differing).toEqual([]);
  });
});

describe('filling texts', () => {
  it('puts values in their places and leaves unknown ones', () => {
    expect(fill('{count} min · {other}', { count: 3 })).toBe('3 min · {other}');
    expect(plural(1, '{count} order', '{count} orders')).toBe('1 order');
    expect(plural(2, '{count} order', '{count} orders')).toBe('2 orders');
  });
});
