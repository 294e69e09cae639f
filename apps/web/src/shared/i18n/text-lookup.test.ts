import { describe, expect, it } from 'vitest';
import { interpolate, type TextShelf, translate } from './text-lookup';

const shelf: TextShelf = {
  en: {
    translation: { common: { hello: 'Hello, {{name}}' }, only: { english: 'English only' } },
    orders: { items_one: '{{count}} item', items_other: '{{count}} items', title: 'Orders' },
  },
  'zh-CN': {
    translation: { common: { hello: '你好，{{name}}' } },
    orders: { items_other: '共{{count}}件' },
  },
};
const isNamespace = (name: string) => name === 'orders' || name === 'checkout';
const t = (language: 'en' | 'zh-CN', key: string, values?: Record<string, unknown>) =>
  translate(shelf, isNamespace, language, key, values);

describe('translate', () => {
  it('reads `namespace.key` from that namespace and other keys from the common texts', () => {
    expect(t('en', 'orders.title')).toBe('Orders');
    expect(t('en', 'common.hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('zh-CN', 'common.hello', { name: 'Ana' })).toBe('你好，Ana');
  });

  it('picks the plural form of the language from count', () => {
    expect(t('en', 'orders.items', { count: 1 })).toBe('1 item');
    expect(t('en', 'orders.items', { count: 0 })).toBe('0 items');
    expect(t('zh-CN', 'orders.items', { count: 1 })).toBe('共1件');
  });

  it('falls back to English, then to defaultValue, then to the key', () => {
    expect(t('zh-CN', 'only.english')).toBe('English only');
    expect(t('en', 'checkout.title')).toBe('checkout.title');
    expect(t('en', 'checkout.title', { defaultValue: 'Pay {{what}}', what: 'now' })).toBe('Pay now');
    expect(t('en', 'common')).toBe('common');
  });
});

describe('interpolate', () => {
  it('leaves a placeholder whose value was not given, and empties one given as null', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(interpolate('[{{a}}]', { a: null })).toBe('[]');
    expect(interpolate('{{ a }}{{a}}', { a: 'x' })).toBe('xx');
  });
});
