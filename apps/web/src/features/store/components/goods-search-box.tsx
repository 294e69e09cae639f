import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../../shared/ui/app-link';

export interface GoodsSearchBoxProps {
  keywords: string;
  onSearch: (keywords: string) => void;
  /** Where Cancel goes: the store page. */
  cancelUrl: string;
}

/** Trimmed keywords with inner spaces collapsed; "" means nothing to search (section 5). */
export function goodsKeywords(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, 100);
}

/** The goods search box with its Cancel link; submitting nothing (or spaces) does nothing. */
export function GoodsSearchBox({ keywords, onSearch, cancelUrl }: GoodsSearchBoxProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState(keywords);
  useEffect(() => setText(keywords), [keywords]);
  useEffect(() => {
    if (!keywords) inputRef.current?.focus();
  }, [keywords]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = goodsKeywords(text);
    if (!value) return;
    inputRef.current?.blur();
    onSearch(value);
  };

  return (
    <search className="nb-goods-search-bar">
      <form className="nb-goods-search-form" onSubmit={onSubmit}>
        <label className="nb-visually-hidden" htmlFor={inputId}>
          {t('goodsSearch.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="nb-goods-search-input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={t('goodsSearch.inputLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <AppLink
        className="nb-goods-search-cancel"
        to={cancelUrl}
        replace
        onClick={(event) => {
          // Back to the store page the search was opened from, keeping one history entry for it.
          if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) {
            event.preventDefault();
            void navigate(-1);
          }
        }}
      >
        {t('goodsSearch.cancel')}
      </AppLink>
    </search>
  );
}
