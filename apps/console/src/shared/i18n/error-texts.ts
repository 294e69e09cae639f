import { ApiError, ClientError } from '@nearbite/api-client/api-client';
import { useEffect, useState } from 'react';
import { commonTexts } from './common-texts';
import { type Language, useLanguage } from './language';
import { fill } from './texts';

type ErrorTable = Record<string, string>;

/** The texts of every error code, shared with the diner app; each language is a chunk of its own, loaded once. */
const loaders: Record<Language, () => Promise<ErrorTable>> = {
  en: () => import('@nearbite/api-client/errors.en').then((module) => module.errorTextsEn),
  zh: () => import('@nearbite/api-client/errors.zh').then((module) => module.errorTextsZh),
};
const loaded: Partial<Record<Language, ErrorTable>> = {};
const pending: Partial<Record<Language, Promise<ErrorTable>>> = {};

/** Loads the error texts of the language (at start, so a refusal shows its text at once). */
export function loadErrorTexts(language: Language): Promise<ErrorTable> {
  const existing = pending[language];
  if (existing) return existing;
  const loading = loaders[language]().then((table) => {
    loaded[language] = table;
    return table;
  });
  // A failed chunk load is tried again the next time an error is shown.
  loading.catch(() => delete pending[language]);
  pending[language] = loading;
  return loading;
}

/** The code a thrown value shows: coded errors keep theirs; anything else is O1000. */
export function errorCodeOf(error: unknown): string {
  return error instanceof ClientError ? error.code : 'O1000';
}

/** The translated text of an error, the server's message when the code has none, else a generic line. */
export function errorMessage(error: unknown, table: ErrorTable | undefined, language: Language): string {
  const code = errorCodeOf(error);
  const texts = commonTexts[language];
  const text =
    table?.[`error${code}`] ??
    (error instanceof ApiError ? error.serverMessage : null) ??
    texts.errorFallback;
  return `${text} ${fill(texts.errorCode, { code })}`;
}

/** A function that describes an error in the console's language, with its code. */
export function useErrorText(): (error: unknown) => string {
  const language = useLanguage();
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (loaded[language]) return;
    let active = true;
    loadErrorTexts(language).then(
      () => active && setVersion((version) => version + 1),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [language]);
  return (error) => errorMessage(error, loaded[language], language);
}
