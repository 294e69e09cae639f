import { ORDER_TYPES } from '@nearbite/domain/order-type';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import type { MoneyForm } from '../money-form';
import { moneyTexts } from '../texts';

export interface SectionProps {
  form: MoneyForm;
  change: (patch: Partial<MoneyForm>) => void;
}

/** Tax and the service fee of each order type (a percent of the food plus a fixed amount). */
export function TaxFeesSection({ form, change }: SectionProps) {
  const t = useTexts(moneyTexts);
  return (
    <>
      <section className="nc-panel nc-stack" aria-labelledby="nc-money-tax">
        <h2 id="nc-money-tax" className="nc-section-title">
          {t.taxSection}
        </h2>
        <div className="nc-form-row">
          <TextField
            label={t.taxPercent}
            hint={t.taxHint}
            value={form.taxPercent}
            onChange={(taxPercent) => change({ taxPercent })}
            inputMode="decimal"
            className="nc-field-narrow"
          />
        </div>
        <Switch
          label={t.noTaxOnPickup}
          checked={form.noTaxOnPickupOrders}
          onChange={(noTaxOnPickupOrders) => change({ noTaxOnPickupOrders })}
        />
      </section>
      <section className="nc-panel nc-stack" aria-labelledby="nc-money-fees">
        <h2 id="nc-money-fees" className="nc-section-title">
          {t.feesSection}
        </h2>
        {ORDER_TYPES.map((type) => (
          <div className="nc-form-row" key={type}>
            <TextField
              label={fill(t.feePercent, { type: t[type] })}
              value={form.fees[type].percent}
              onChange={(percent) =>
                change({ fees: { ...form.fees, [type]: { ...form.fees[type], percent } } })
              }
              inputMode="decimal"
              className="nc-field-narrow"
            />
            <TextField
              label={fill(t.feeDollars, { type: t[type] })}
              value={form.fees[type].dollars}
              onChange={(dollars) =>
                change({ fees: { ...form.fees, [type]: { ...form.fees[type], dollars } } })
              }
              inputMode="decimal"
              className="nc-field-narrow"
            />
          </div>
        ))}
      </section>
    </>
  );
}
