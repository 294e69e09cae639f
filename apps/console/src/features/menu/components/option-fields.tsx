import { useTexts } from '../../../shared/i18n/texts';
import type { OptionsForm } from '../lib/item-options';
import { menuTexts } from '../texts';
import { AddOnFields } from './add-on-fields';
import { AttributeFields } from './attribute-fields';
import { SpecificationFields } from './specification-fields';

interface OptionFieldsProps {
  options: OptionsForm;
  onChange: (options: OptionsForm) => void;
}

/** The choices diners make when they add the item: specifications, attributes and add-on groups. */
export function OptionFields({ options, onChange }: OptionFieldsProps) {
  const t = useTexts(menuTexts);
  return (
    <div className="nc-menu-options">
      <h3 className="nc-menu-options-title">{t.optionsTitle}</h3>
      <SpecificationFields
        specifications={options.specifications}
        onChange={(specifications) => onChange({ ...options, specifications })}
      />
      <AttributeFields
        attributes={options.attributes}
        onChange={(attributes) => onChange({ ...options, attributes })}
      />
      <AddOnFields
        addOnGroups={options.addOnGroups}
        onChange={(addOnGroups) => onChange({ ...options, addOnGroups })}
      />
    </div>
  );
}
