import { useTexts } from '../../../shared/i18n/texts';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import { newChoice, newSpecification, type SpecificationForm } from '../lib/item-options';
import { menuTexts } from '../texts';
import { OptionSection } from './option-section';
import { useLabelled, ValueRows } from './value-rows';

interface SpecificationFieldsProps {
  specifications: SpecificationForm[];
  onChange: (specifications: SpecificationForm[]) => void;
}

/** Choices without a price (spice level): one or several, required or not, and their values. */
export function SpecificationFields({ specifications, onChange }: SpecificationFieldsProps) {
  const t = useTexts(menuTexts);
  const labelled = useLabelled();
  return (
    <OptionSection
      title={t.specificationsTitle}
      numbered={t.specificationN}
      addLabel={t.addSpecification}
      options={specifications}
      onChange={onChange}
      newOption={newSpecification}
    >
      {(spec, update, what, owner) => (
        <>
          <div className="nc-form-row">
            <Switch
              label={t.singleChoice}
              ariaLabel={labelled(what, t.singleChoice)}
              checked={spec.singularity}
              onChange={(singularity) => update({ ...spec, singularity })}
            />
            <Switch
              label={t.requiredChoice}
              ariaLabel={labelled(what, t.requiredChoice)}
              checked={spec.required}
              onChange={(required) => update({ ...spec, required })}
            />
            {spec.singularity ? null : (
              <TextField
                label={t.maxSelectedField}
                aria-label={labelled(what, t.maxSelectedField)}
                hint={t.maxSelectedHint}
                inputMode="numeric"
                value={spec.maxSelected}
                onChange={(maxSelected) => update({ ...spec, maxSelected })}
              />
            )}
          </div>
          <ValueRows
            owner={owner}
            values={spec.values}
            onChange={(values) => update({ ...spec, values })}
            newValue={newChoice}
          />
        </>
      )}
    </OptionSection>
  );
}
