import { useLanguage } from './language';

/** A table of texts: key → text, with `{name}` where a value goes. */
export type TextTable = Record<string, string>;

/** A screen's texts in both languages; the Chinese table must have exactly the English keys. */
export interface Texts<T extends TextTable> {
  en: T;
  zh: { [K in keyof T]: string };
}

/** Declares a feature's texts; TypeScript refuses a Chinese table missing a key or holding an unknown one. */
export function defineTexts<T extends TextTable>(en: T, zh: { [K in keyof T]: string }): Texts<T> {
  return { en, zh };
}

/** The texts in the console's current language (re-renders when it changes). */
export function useTexts<T extends TextTable>(texts: Texts<T>): { [K in keyof T]: string } {
  return texts[useLanguage()];
}

/** Fills `{name}` placeholders: fill('{count} min', { count: 3 }) → '3 min'. Unknown names stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/** The singular text for 1, the plural for any other count (Chinese tables give the same text twice). */
export function plural(count: number, one: string, other: string): string {
  return fill(count === 1 ? one : other, { count });
}
