import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { searchKeywords } from '../lib/search-keywords';

export interface SearchBoxProps {
  /** The keywords of the search on screen (the box shows them); none focuses the box. */
  keywords: string;
  onSearch: (keywords: string) => void;
  /** The field's name and placeholder. */
  label: string;
  /** A submit button's text; without it the keyboard's search key submits. */
  submitLabel?: string;
  /** The class of the box; its form, input and button classes add `-form`, `-input`, `-submit` to `classPrefix`. */
  className: string;
  classPrefix: string;
  /** What follows the form inside the box (the goods search's Cancel). */
  children?: ReactNode;
}

/** A search form; submitting nothing (or only spaces) does nothing (searchKeywords). */
export function SearchBox(props: SearchBoxProps) {
  const { keywords, onSearch, label, submitLabel, className, classPrefix, children } = props;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(keywords);
  useEffect(() => setText(keywords), [keywords]);
  useEffect(() => {
    if (!keywords) inputRef.current?.focus();
  }, [keywords]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = searchKeywords(text);
    if (!value) return;
    inputRef.current?.blur();
    onSearch(value);
  };

  return (
    <search className={className}>
      <form className={`${classPrefix}-form`} onSubmit={onSubmit}>
        <label className="nb-visually-hidden" htmlFor={inputId}>
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={`${classPrefix}-input`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {submitLabel ? (
          <button type="submit" className={`${classPrefix}-submit`}>
            {submitLabel}
          </button>
        ) : null}
      </form>
      {children}
    </search>
  );
}
