import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeKeywords } from '../lib/search-text';

export interface SearchBoxProps {
  /** The keywords of the search on screen (the box shows them). */
  keywords: string;
  onSearch: (keywords: string) => void;
}

/** The search form; submitting nothing (or only spaces) does nothing. */
export function SearchBox({ keywords, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(keywords);
  useEffect(() => setText(keywords), [keywords]);
  useEffect(() => {
    if (!keywords) inputRef.current?.focus();
  }, [keywords]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeKeywords(text);
    if (!value) return;
    inputRef.current?.blur();
    onSearch(value);
  };

  return (
    <search className="nb-search-box">
      <form className="nb-search-form" onSubmit={onSubmit}>
        <label className="nb-visually-hidden" htmlFor={inputId}>
          {t('search.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="nb-search-input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={t('search.inputLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="nb-search-submit">
          {t('search.submit')}
        </button>
      </form>
    </search>
  );
}
