import { MAX_DELIVERY_STEPS } from '@nearbite/domain/money-settings-rules';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import type { MoneyForm } from '../money-form';
import { moneyTexts } from '../texts';
import type { SectionProps } from './tax-fees-section';

/** The fee beyond the base distance: each step adds its price for every started distance it names. */
export function DeliverySteps({ form, change }: SectionProps) {
  const t = useTexts(moneyTexts);
  const setStep = (index: number, patch: Partial<MoneyForm['steps'][number]>) =>
    change({ steps: form.steps.map((step, at) => (at === index ? { ...step, ...patch } : step)) });
  return (
    <div className="nc-stack">
      <h3 className="nc-money-subtitle">{t.stepsTitle}</h3>
      {form.steps.length === 0 ? <p className="nc-muted">{t.noSteps}</p> : null}
      {form.steps.map((step, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no identity beyond their place.
          <div className="nc-form-row" key={index}>
            <TextField
              label={fill(t.stepPrice, { number })}
              value={step.price}
              onChange={(price) => setStep(index, { price })}
              inputMode="decimal"
              className="nc-field-narrow"
            />
            <TextField
              label={fill(t.stepMiles, { number })}
              value={step.miles}
              onChange={(miles) => setStep(index, { miles })}
              inputMode="decimal"
              className="nc-field-narrow"
            />
            <Button
              size="small"
              variant="ghost"
              aria-label={fill(t.removeStep, { number })}
              onClick={() => change({ steps: form.steps.filter((_, at) => at !== index) })}
            >
              {t.remove}
            </Button>
          </div>
        );
      })}
      {form.steps.length < MAX_DELIVERY_STEPS ? (
        <Button size="small" onClick={() => change({ steps: [...form.steps, { price: '', miles: '1' }] })}>
          {t.addStep}
        </Button>
      ) : null}
    </div>
  );
}

/** The weekdays the store delivers on, Monday first; all seven mean every day. */
export function DeliveryDays({ form, change }: SectionProps) {
  const t = useTexts(moneyTexts);
  const names = t.weekdaysMondayFirst.split(',');
  return (
    <fieldset className="nc-money-days">
      <legend className="nc-field-label">{t.deliveryDays}</legend>
      {form.deliveryDays.map((on, index) => (
        <label className="nc-inline-field" key={names[index]}>
          <input
            type="checkbox"
            checked={on}
            onChange={(event) =>
              change({
                deliveryDays: form.deliveryDays.map((day, at) => (at === index ? event.target.checked : day)),
              })
            }
          />
          {names[index]}
        </label>
      ))}
    </fieldset>
  );
}
