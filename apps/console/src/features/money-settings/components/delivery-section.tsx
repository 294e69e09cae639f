import { useTexts } from '../../../shared/i18n/texts';
import { Select } from '../../../shared/ui/select';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import type { MoneyForm } from '../money-form';
import { moneyTexts } from '../texts';
import { DeliveryDays, DeliverySteps } from './delivery-steps';
import { ShareFields } from './share-fields';
import type { SectionProps } from './tax-fees-section';

/** Who delivers, the standard fee rule (base, steps, limits, the diner's share, weekdays) and a third party's. */
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
            {field('maxMiles', t.maxMiles, t.maxMilesHint)}
          </div>
          <div className="nc-form-row">
            {field('minimum', t.minimum)}
            {field('smallOrderFee', t.smallOrderFee, t.smallOrderHint)}
            <ShareFields
              type={form.shareType}
              value={form.shareValue}
              onType={(shareType) => change({ shareType })}
              onValue={(shareValue) => change({ shareValue })}
            />
          </div>
          <DeliverySteps form={form} change={change} />
          <DeliveryDays form={form} change={change} />
        </>
      ) : null}
      {form.deliveryCarrier === 'doordash' || form.doordashPrice.trim() !== '' ? (
        <ThirdPartyFields form={form} change={change} />
      ) : null}
    </section>
  );
}

/** A third-party service's price per delivery, any distance, and the diner's share of it. */
function ThirdPartyFields({ form, change }: SectionProps) {
  const t = useTexts(moneyTexts);
  return (
    <div className="nc-stack">
      <h3 className="nc-money-subtitle">{t.doordashTitle}</h3>
      <div className="nc-form-row">
        <TextField
          label={t.doordashPrice}
          hint={t.doordashHint}
          value={form.doordashPrice}
          onChange={(doordashPrice) => change({ doordashPrice })}
          inputMode="decimal"
          className="nc-field-narrow"
        />
        <ShareFields
          type={form.doordashShareType}
          value={form.doordashShareValue}
          onType={(doordashShareType) => change({ doordashShareType })}
          onValue={(doordashShareValue) => change({ doordashShareValue })}
          labelPrefix={t.doordashTitle}
        />
      </div>
    </div>
  );
}
