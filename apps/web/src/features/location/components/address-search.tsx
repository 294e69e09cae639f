import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAddressSuggestions } from '../api';

/** Suggestions are asked once typing pauses this long. */
const SUGGEST_DELAY_MS = 300;

export interface AddressSearchProps {
  /** An address the diner chose (a suggestion, or what they typed and submitted). */
  onChoose: (address: string) => void;
  busy?: boolean;
}

/** The address search box: a combobox with debounced autocomplete suggestions. */
export function AddressSearch({ onChoose, busy = false }: AddressSearchProps) {
  const { t } = useTranslation();
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text, SUGGEST_DELAY_MS);
  const suggestions = useAddressSuggestions(debounced);
  const items = open && text.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const expanded = items.length > 0;

  const choose = (address: string) => {
    const value = address.trim();
    if (!value || busy) return;
    setText(value);
    setOpen(false);
    setActive(-1);
    onChoose(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    choose(active >= 0 && items[active] ? items[active] : text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((active + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive(active <= 0 ? items.length - 1 : active - 1);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <search className="nb-address-search">
      <form onSubmit={onSubmit}>
        <label className="nb-visually-hidden" htmlFor={inputId}>
          {t('location.searchLabel')}
        </label>
        <input
          id={inputId}
          className="nb-address-input"
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          placeholder={t('location.searchPlaceholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        />
        <div
          id={listId}
          className="nb-address-suggestions"
          role="listbox"
          aria-label={t('location.suggestions')}
          hidden={!expanded}
        >
          {items.map((item, index) => (
            <div
              key={item}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={
                index === active ? 'nb-address-suggestion nb-address-active' : 'nb-address-suggestion'
              }
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') choose(item);
              }}
            >
              {item}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
