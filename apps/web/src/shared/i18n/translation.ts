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

/**
 * Each namespace's English texts, as its loader gives them. Empty here: the app fills it in
 * (app/text-resources.d.ts), since the shared setup may not import the features that own namespaces.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface TextResources {}

/** A namespace's name, or several. */
export type TextNamespaces = string | readonly string[];

/** A key with its plural suffix taken off: `items_one` and `items_other` are both `items` to `t()`. */
type Singular<Key extends string> = Key extends `${infer Base}_one`
  ? Base
  : Key extends `${infer Base}_other`
    ? Base
    : Key;

/** Every key of a text tree, dotted, each after `prefix`. */
type KeysOf<Texts, Prefix extends string> = {
  [Key in keyof Texts & string]: Texts[Key] extends string
    ? `${Prefix}${Singular<Key>}`
    : KeysOf<Texts[Key], `${Prefix}${Key}.`>;
}[keyof Texts & string];

/** Every text key `t()` accepts (common keys and `namespace.key`), so a wrong key fails the typecheck. */
export type TextKey =
  | KeysOf<TextResources[keyof TextResources & 'translation'], ''>
  | {
      [Namespace in Exclude<keyof TextResources & string, 'translation'>]: KeysOf<
        TextResources[Namespace],
        `${Namespace}.`
      >;
    }[Exclude<keyof TextResources & string, 'translation'>];

/** A `t` as screens and helpers take it (tests pass one over given texts, test-translator.ts). */
export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;
