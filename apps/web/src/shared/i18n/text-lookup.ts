import type { AppLanguage } from './language';

/** One namespace's texts: strings, nested by key. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** Values a text is filled with: `{{name}}` placeholders, `count` (which also picks the plural form), `defaultValue`. */
export type TextValues = { readonly [name: string]: unknown };

/** The texts in, by language and namespace. */
export type TextShelf = Record<AppLanguage, Record<string, TextTree | undefined>>;

const pluralRules = new Map<AppLanguage, Intl.PluralRules>();

function pluralForm(language: AppLanguage, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function find(texts: TextTree | undefined, path: string): string | undefined {
  let node: string | TextTree | undefined = texts;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A key's text in one language: with a numeric `count`, its plural form (`key_one`, `key_other`) first. */
function lookup(
  texts: TextTree | undefined,
  path: string,
  language: AppLanguage,
  count: unknown,
): string | undefined {
  if (typeof count === 'number') {
    const plural = find(texts, `${path}_${pluralForm(language, count)}`) ?? find(texts, `${path}_other`);
    if (plural !== undefined) return plural;
  }
  return find(texts, path);
}

/**
 * Fills `{{name}}` placeholders: a value given as null or undefined gives nothing, a name not given at all
 * stays as written (so a missing value shows rather than vanishes).
 */
export function interpolate(text: string, values: TextValues | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

/**
 * The text of `key` in `language`: `namespace.rest` reads `rest` in that namespace when `isNamespace` says it
 * is one, and every other key reads the common namespace (`translation`). A text missing in Chinese comes in
 * English when that is in; a text missing everywhere gives `defaultValue`, or the key itself.
 */
export function translate(
  shelf: TextShelf,
  isNamespace: (name: string) => boolean,
  language: AppLanguage,
  key: string,
  values?: TextValues,
): string {
  const dot = key.indexOf('.');
  const head = dot > 0 ? key.slice(0, dot) : '';
  const [namespace, path] = head && isNamespace(head) ? [head, key.slice(dot + 1)] : ['translation', key];
  const count = values?.count;
  const text =
    lookup(shelf[language][namespace], path, language, count) ??
    (language === 'en' ? undefined : lookup(shelf.en[namespace], path, 'en', count));
  if (text !== undefined) return interpolate(text, values);
  const fallback = values?.defaultValue;
  return typeof fallback === 'string' ? interpolate(fallback, values) : key;
}
