import type { ReactNode } from 'react';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { type ChoiceForm, moved, removed, replaced } from '../lib/item-options';
import { menuTexts } from '../texts';

/** A field named for screen readers with what it belongs to: "Specification 1: Name (English)". */
export function useLabelled() {
  const t = useTexts(menuTexts);
  return (what: string, field: string) => fill(t.labelled, { what, field });
}

interface NameFieldsProps {
  /** Whose names these are, for screen readers: "Specification 1", "Value 2 of Spice level". */
  what: string;
  choice: ChoiceForm;
  onChange: (choice: ChoiceForm) => void;
}

/** A choice's name in English and Chinese. */
export function NameFields({ what, choice, onChange }: NameFieldsProps) {
  const t = useTexts(menuTexts);
  const labelled = useLabelled();
  return (
    <>
      <TextField
        label={t.nameEn}
        aria-label={labelled(what, t.nameEn)}
        value={choice.nameEn}
        onChange={(nameEn) => onChange({ ...choice, nameEn })}
      />
      <TextField
        label={t.nameZh}
        aria-label={labelled(what, t.nameZh)}
        value={choice.nameZh}
        onChange={(nameZh) => onChange({ ...choice, nameZh })}
      />
    </>
  );
}

interface RowButtonsProps<T> {
  what: string;
  list: T[];
  index: number;
  onChange: (list: T[]) => void;
}

/** Move up, move down and remove for one entry of a list. */
export function RowButtons<T>({ what, list, index, onChange }: RowButtonsProps<T>) {
  const t = useTexts(menuTexts);
  const labelled = useLabelled();
  return (
    <div className="nc-menu-row-buttons">
      <Button
        size="small"
        variant="ghost"
        aria-label={labelled(what, t.moveUp)}
        title={t.moveUp}
        disabled={index === 0}
        onClick={() => onChange(moved(list, index, -1))}
      >
        ↑
      </Button>
      <Button
        size="small"
        variant="ghost"
        aria-label={labelled(what, t.moveDown)}
        title={t.moveDown}
        disabled={index === list.length - 1}
        onClick={() => onChange(moved(list, index, 1))}
      >
        ↓
      </Button>
      <Button
        size="small"
        aria-label={labelled(what, t.remove)}
        onClick={() => onChange(removed(list, index))}
      >
        {t.remove}
      </Button>
    </div>
  );
}

interface ValueRowsProps<T extends ChoiceForm> {
  /** The option's name for screen readers: its name, or "Specification 1" while it has none. */
  owner: string;
  values: T[];
  onChange: (values: T[]) => void;
  newValue: () => T;
  /** The value's own fields after its names (price, stock, limits). */
  extra?: (value: T, update: (value: T) => void, what: string) => ReactNode;
}

/** An option's values: names, the fields the kind of option has, reorder and remove, and adding one. */
export function ValueRows<T extends ChoiceForm>({
  owner,
  values,
  onChange,
  newValue,
  extra,
}: ValueRowsProps<T>) {
  const t = useTexts(menuTexts);
  const labelled = useLabelled();
  return (
    <div className="nc-menu-values">
      {values.map((value, index) => {
        const what = fill(t.valueN, { n: index + 1, name: owner });
        const update = (next: T) => onChange(replaced(values, index, next));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: new values have no id until saved; the place is the row.
          <div className="nc-menu-value-row" key={index}>
            <NameFields what={what} choice={value} onChange={(choice) => update({ ...value, ...choice })} />
            {extra?.(value, update, what)}
            <RowButtons what={what} list={values} index={index} onChange={onChange} />
          </div>
        );
      })}
      <Button
        size="small"
        aria-label={labelled(owner, t.addValue)}
        onClick={() => onChange([...values, newValue()])}
      >
        {t.addValue}
      </Button>
    </div>
  );
}
