import { useTexts } from '../../../shared/i18n/texts';
import { Select } from '../../../shared/ui/select';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import type { MoneyForm } from '../money-form';
import { moneyTexts } from '../texts';
import type { SectionProps } from './tax-fees-section';

/** Who delivers and the standard fee rule: base price and distance, one extra step, limits, the diner's share. */
export function DeliverySection({ form, change }: SectionProps) {
  const t = useTexts(moneyTexts);
  const field = (key: keyof MoneyForm & `${string}`, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={String(form[key])}
      onChange={(value) => change({ [key]: value })}
      inputMode="decimal"
      className="nc-field-narrow"
    />
  );
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-money-delivery">
      <h2 id="nc-money-delivery" className="nc-section-title">
        {t.deliverySection}
      </h2>
      <Select<MoneyForm['deliveryCarrier']>
        label={t.carrier}
        value={form.deliveryCarrier}
        options={[
          { value: 'platform', label: t.carrierPlatform },
          { value: 'business', label: t.carrierBusiness },
          { value: 'doordash', label: t.carrierDoordash },
        ]}
        onChange={(deliveryCarrier) => change({ deliveryCarrier })}
      />
      <Switch
        label={t.hasDelivery}
        checked={form.hasDelivery}
        onChange={(hasDelivery) => change({ hasDelivery })}
      />
      {form.hasDelivery ? (
        <>
          <div className="nc-form-row">
            {field('basePrice', t.basePrice)}
            {field('baseMiles', t.baseMiles)}
            {field('stepPrice', t.stepPrice)}
            {field('stepMiles', t.stepMiles)}
            {field('maxMiles', t.maxMiles, t.maxMilesHint)}
          </div>
          <div className="nc-form-row">
            {field('minimum', t.minimum)}
            {field('smallOrderFee', t.smallOrderFee, t.smallOrderHint)}
            <Select<MoneyForm['shareType']>
              label={t.shareType}
              value={form.shareType}
              options={[
                { value: 'customer', label: t.shareCustomer },
                { value: 'proportional', label: t.shareProportional },
                { value: 'fixedPrice', label: t.shareFixedPrice },
                { value: 'fixedUnitPrice', label: t.shareFixedUnit },
              ]}
              onChange={(shareType) => change({ shareType })}
            />
            {form.shareType === 'customer' ? null : field('shareValue', t.shareValue)}
          </div>
        </>
      ) : null}
    </section>
  );
}
