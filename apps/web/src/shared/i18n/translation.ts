import type { ParseKeys } from 'i18next';

/**
 * The shape a translation of English texts must have: the same keys, except plural forms. English has
 * `key_one` and `key_other`; Chinese has one plural form, so only `key_other`, and `_one` keys are refused.
 */
export type Translation<English> = {
  [Key in keyof English as Key extends `${string}_one` ? never : Key]: English[Key] extends string
    ? string
    : Translation<English[Key]>;
};

/** One namespace's loaders, English and Chinese (dynamic imports, so each file is its own chunk). */
export interface NamespaceLoaders<English extends object = object> {
  en: () => Promise<English>;
  'zh-CN': () => Promise<Translation<English>>;
}

/** Each namespace's loaders. */
export type TextLoaders = Record<string, NamespaceLoaders>;

/** A namespace's loaders, its Chinese checked against its English. */
export function namespaceTexts<English extends object>(
  en: () => Promise<English>,
  zh: () => Promise<Translation<English>>,
): NamespaceLoaders<English> {
  return { en, 'zh-CN': zh };
}

/** Every text key `t()` accepts (common keys and `namespace.key`), so a wrong key fails the typecheck. */
export type TextKey = ParseKeys<'translation'>;

/** A `t` as helpers take it: tests pass a plain lookup, screens pass i18next's `t`. */
export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;
