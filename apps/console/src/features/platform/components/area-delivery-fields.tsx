import { useTexts } from '../../../shared/i18n/texts';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import type { AreaDeliveryForm } from '../lib/area-delivery';
import { platformTexts } from '../texts';

/** The delivery fee rule a store created in the area starts with (its owner changes it on the Money tab). */
export function AreaDeliveryFields(props: {
  form: AreaDeliveryForm;
  onChange: (form: AreaDeliveryForm) => void;
}) {
  const t = useTexts(platformTexts);
  const { form } = props;
  const field = (key: Exclude<keyof AreaDeliveryForm, 'on'>, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={form[key]}
      onChange={(value) => props.onChange({ ...form, [key]: value })}
      inputMode="decimal"
      className="nc-field-narrow"
    />
  );
  return (
    <fieldset className="nc-fieldset-plain nc-stack">
      <legend className="nc-field-label">{t.areaDelivery}</legend>
      <Switch
        label={t.areaDeliveryOn}
        description={t.areaDeliveryHint}
        checked={form.on}
        onChange={(on) => props.onChange({ ...form, on })}
      />
      {form.on ? (
        <>
          <div className="nc-form-row">
            {field('basePrice', t.areaBasePrice)}
            {field('baseMiles', t.areaBaseMiles)}
            {field('stepPrice', t.areaStepPrice)}
            {field('stepMiles', t.areaStepMiles)}
          </div>
          <div className="nc-form-row">
            {field('maxMiles', t.areaMaxMiles, t.emptyNoLimit)}
            {field('minimum', t.areaMinimum, t.emptyNoLimit)}
            {field('smallOrderFee', t.areaSmallOrderFee, t.areaSmallOrderHint)}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
