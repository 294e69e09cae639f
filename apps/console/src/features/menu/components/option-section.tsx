import type { ReactNode } from 'react';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { type ChoiceForm, replaced } from '../lib/item-options';
import { menuTexts } from '../texts';
import { NameFields, RowButtons } from './value-rows';

interface OptionSectionProps<T extends ChoiceForm> {
  title: string;
  /** "Specification {n}": how an option of this kind is numbered. */
  numbered: string;
  addLabel: string;
  options: T[];
  onChange: (options: T[]) => void;
  newOption: () => T;
  /**
   * The option's own fields after its names. `what` names the option for screen readers ("Specification 1");
   * `owner` names it for its values (its name in the console's language, or `what` while it has none).
   */
  children: (option: T, update: (option: T) => void, what: string, owner: string) => ReactNode;
}

/** One kind of option of an item: each option's names, fields and values, reorder and remove, and adding one. */
export function OptionSection<T extends ChoiceForm>(props: OptionSectionProps<T>) {
  const { title, numbered, addLabel, options, onChange, newOption, children } = props;
  const t = useTexts(menuTexts);
  const language = useLanguage();
  return (
    <fieldset className="nc-menu-option-section">
      <legend>{title}</legend>
      {options.length === 0 ? <p className="nc-muted">{t.noOptions}</p> : null}
      {options.map((option, index) => {
        const what = fill(numbered, { n: index + 1 });
        const named = (language === 'zh' ? option.nameZh : option.nameEn).trim();
        const update = (next: T) => onChange(replaced(options, index, next));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: new options have no id until saved; the place is the row.
          <section className="nc-menu-option" key={index} aria-label={what}>
            <div className="nc-menu-option-head">
              <h3 className="nc-menu-option-title">
                {named ? fill(t.labelled, { what, field: named }) : what}
              </h3>
              <RowButtons what={what} list={options} index={index} onChange={onChange} />
            </div>
            <div className="nc-form-row">
              <NameFields
                what={what}
                choice={option}
                onChange={(choice) => update({ ...option, ...choice })}
              />
            </div>
            {children(option, update, what, named || what)}
          </section>
        );
      })}
      <Button size="small" onClick={() => onChange([...options, newOption()])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
