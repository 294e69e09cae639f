import { PICKUP_POINT_STORES_MAX } from '@nearbite/domain/pickup-point-admin';
import { useState } from 'react';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useStores } from '../api';
import { platformTexts } from '../texts';

export interface LinkedStore {
  id: string;
  name: { en: string; zh: string };
}

const SUGGESTIONS = 5;

/** The stores a pickup point serves: each removable, more found by the platform's store search. */
export function HostStoresField({
  value,
  onChange,
}: {
  value: LinkedStore[];
  onChange: (stores: LinkedStore[]) => void;
}) {
  const t = useTexts(platformTexts);
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const found = useStores(typed, 1);
  const full = value.length >= PICKUP_POINT_STORES_MAX;
  const suggestions = typed
    ? (found.data?.stores ?? []).filter((store) => !value.some((linked) => linked.id === store.id))
    : [];
  return (
    <fieldset className="nc-fieldset nc-stack">
      <legend className="nc-field-label">{t.hostStores}</legend>
      {value.length === 0 ? <p className="nc-note">{t.noStoresLinked}</p> : null}
      <ul className="nc-host-stores">
        {value.map((store) => (
          <li key={store.id}>
            <span>{store.name[language]}</span>
            <Button
              size="small"
              variant="ghost"
              aria-label={fill(t.removeLabel, { name: store.name[language] })}
              onClick={() => onChange(value.filter((linked) => linked.id !== store.id))}
            >
              {t.remove}
            </Button>
          </li>
        ))}
      </ul>
      {full ? (
        <p className="nc-note">{fill(t.tooManyStores, { max: String(PICKUP_POINT_STORES_MAX) })}</p>
      ) : (
        <TextField label={t.findStore} hint={t.searchHint} value={query} onChange={setQuery} maxLength={60} />
      )}
      {!full && suggestions.length > 0 ? (
        <ul className="nc-host-stores">
          {suggestions.slice(0, SUGGESTIONS).map((store) => (
            <li key={store.id}>
              <span>
                {store.name[language]} <span className="nc-note">{store.fullAddress}</span>
              </span>
              <Button
                size="small"
                aria-label={fill(t.addStoreLabel, { name: store.name[language] })}
                onClick={() => onChange([...value, { id: store.id, name: store.name }])}
              >
                {t.add}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
