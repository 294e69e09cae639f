import { useTexts } from '../../../shared/i18n/texts';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import { moneyTexts } from '../texts';
import type { SectionProps } from './tax-fees-section';

/** The tip options (percentages from the threshold up, dollar amounts below it) and the tip switches. */
export function TipsSection({ form, change }: SectionProps) {
  const t = useTexts(moneyTexts);
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-money-tips">
      <h2 id="nc-money-tips" className="nc-section-title">
        {t.tipsSection}
      </h2>
      <Switch
        label={t.defaultTips}
        checked={form.defaultTips}
        onChange={(defaultTips) => change({ defaultTips })}
      />
      {form.defaultTips ? null : (
        <div className="nc-form-row">
          <TextField
            label={t.tipPercents}
            hint={t.tipPercentsHint}
            value={form.tipPercents}
            onChange={(tipPercents) => change({ tipPercents })}
          />
          <TextField
            label={t.tipDollars}
            hint={t.tipDollarsHint}
            value={form.tipDollars}
            onChange={(tipDollars) => change({ tipDollars })}
          />
          <TextField
            label={t.tipThreshold}
            value={form.tipThreshold}
            onChange={(tipThreshold) => change({ tipThreshold })}
            inputMode="decimal"
            className="nc-field-narrow"
          />
        </div>
      )}
      <Switch
        label={t.customTipOff}
        checked={form.customizedTipDisabled}
        onChange={(customizedTipDisabled) => change({ customizedTipDisabled })}
      />
      <Switch
        label={t.tipsOff}
        checked={form.tipDisabledForOnline}
        onChange={(tipDisabledForOnline) => change({ tipDisabledForOnline })}
      />
    </section>
  );
}
