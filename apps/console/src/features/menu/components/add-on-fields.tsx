import { useTexts } from '../../../shared/i18n/texts';
import { TextField } from '../../../shared/ui/text-field';
import { type AddOnGroupForm, newAddOnGroup, newAddOnValue } from '../lib/item-options';
import { menuTexts } from '../texts';
import { OptionSection } from './option-section';
import { useLabelled, ValueRows } from './value-rows';

interface AddOnFieldsProps {
  addOnGroups: AddOnGroupForm[];
  onChange: (addOnGroups: AddOnGroupForm[]) => void;
}

/** Extras with a price and a count (toppings): how many of the group, and of each extra, a diner may take. */
export function AddOnFields({ addOnGroups, onChange }: AddOnFieldsProps) {
  const t = useTexts(menuTexts);
  const labelled = useLabelled();
  return (
    <OptionSection
      title={t.addOnGroupsTitle}
      numbered={t.addOnGroupN}
      addLabel={t.addAddOnGroup}
      options={addOnGroups}
      onChange={onChange}
      newOption={newAddOnGroup}
    >
      {(group, update, what, owner) => (
        <>
          <div className="nc-form-row">
            <TextField
              label={t.groupMinField}
              aria-label={labelled(what, t.groupMinField)}
              inputMode="numeric"
              value={group.minBuyNumber}
              onChange={(minBuyNumber) => update({ ...group, minBuyNumber })}
            />
            <TextField
              label={t.groupMaxField}
              aria-label={labelled(what, t.groupMaxField)}
              hint={t.optionalHint}
              inputMode="numeric"
              value={group.maxBuyNumber}
              onChange={(maxBuyNumber) => update({ ...group, maxBuyNumber })}
            />
          </div>
          <ValueRows
            owner={owner}
            values={group.values}
            onChange={(values) => update({ ...group, values })}
            newValue={newAddOnValue}
            extra={(value, change, valueWhat) => (
              <>
                <TextField
                  label={t.extraPriceField}
                  aria-label={labelled(valueWhat, t.extraPriceField)}
                  inputMode="decimal"
                  value={value.price}
                  onChange={(price) => change({ ...value, price })}
                />
                <TextField
                  label={t.valueMinField}
                  aria-label={labelled(valueWhat, t.valueMinField)}
                  inputMode="numeric"
                  value={value.minBuyNumber}
                  onChange={(minBuyNumber) => change({ ...value, minBuyNumber })}
                />
                <TextField
                  label={t.valueMaxField}
                  aria-label={labelled(valueWhat, t.valueMaxField)}
                  placeholder={t.anyNumber}
                  inputMode="numeric"
                  value={value.maxBuyNumber}
                  onChange={(maxBuyNumber) => change({ ...value, maxBuyNumber })}
                />
              </>
            )}
          />
        </>
      )}
    </OptionSection>
  );
}
