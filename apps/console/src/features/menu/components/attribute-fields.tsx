import { useTexts } from '../../../shared/i18n/texts';
import { TextField } from '../../../shared/ui/text-field';
import { type AttributeForm, newAttribute, newAttributeValue } from '../lib/item-options';
import { menuTexts } from '../texts';
import { OptionSection } from './option-section';
import { useLabelled, ValueRows } from './value-rows';

interface AttributeFieldsProps {
  attributes: AttributeForm[];
  onChange: (attributes: AttributeForm[]) => void;
}

/** Priced choices with stock (size): each value adds its price to the item's and may run out. */
export function AttributeFields({ attributes, onChange }: AttributeFieldsProps) {
  const t = useTexts(menuTexts);
  const labelled = useLabelled();
  return (
    <OptionSection
      title={t.attributesTitle}
      numbered={t.attributeN}
      addLabel={t.addAttribute}
      options={attributes}
      onChange={onChange}
      newOption={newAttribute}
    >
      {(attribute, update, _what, owner) => (
        <ValueRows
          owner={owner}
          values={attribute.values}
          onChange={(values) => update({ ...attribute, values })}
          newValue={newAttributeValue}
          extra={(value, change, what) => (
            <>
              <TextField
                label={t.extraPriceField}
                aria-label={labelled(what, t.extraPriceField)}
                inputMode="decimal"
                value={value.price}
                onChange={(price) => change({ ...value, price })}
              />
              <TextField
                label={t.stockField}
                aria-label={labelled(what, t.stockField)}
                placeholder={t.unlimited}
                inputMode="numeric"
                value={value.stockNumber}
                onChange={(stockNumber) => change({ ...value, stockNumber })}
              />
            </>
          )}
        />
      )}
    </OptionSection>
  );
}
