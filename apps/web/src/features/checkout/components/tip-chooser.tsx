import { dollars } from '@nearbite/domain/money-text';
import type { TipChoice, TipOffer } from '@nearbite/domain/tips';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { percentText } from '../lib/money-text';

export interface TipChooserProps {
  offer: TipOffer;
  value: TipChoice;
  /** The tip charged for the current choice. */
  tipPrice: number;
  /** A free redeemed item forces the tip to 0. */
  locked: boolean;
  onChange: (choice: TipChoice) => void;
}

/** Cents from a typed dollar amount ("3", "3.5", "$3.50"); null when it is not an amount. */
export function centsFromInput(text: string): number | null {
  const match = /^\s*\$?\s*(\d{0,4})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Tip options (percentages from $20 of food, else $2/$3/$4) and a custom amount unless the store disables it. */
export function TipChooser({ offer, value, tipPrice, locked, onChange }: TipChooserProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const inputId = useId();
  const [customText, setCustomText] = useState(() =>
    value.kind === 'custom' && value.amount > 0 ? (value.amount / 100).toFixed(2) : '',
  );
  // "Custom" shows the amount box; "No tip" is a custom 0 without it.
  const [customMode, setCustomMode] = useState(() => value.kind === 'custom' && value.amount > 0);
  if (!offer.enabled) return null;
  const customChosen = value.kind === 'custom';
  const customOpen = customChosen && customMode;
  return (
    <section className="nb-checkout-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="nb-checkout-block-title">
        {t('checkout.tip.title')} <span className="nb-checkout-block-figure">{dollars(tipPrice)}</span>
      </h3>
      {locked ? <p className="nb-checkout-hint">{t('checkout.tip.freeItem')}</p> : null}
      <fieldset className="nb-options" aria-labelledby={headingId}>
        {offer.options.map((option, index) => (
          <button
            key={`${option.kind}-${option.kind === 'percentage' ? option.hundredths : option.amount}`}
            type="button"
            className="nb-option"
            disabled={locked}
            aria-pressed={!locked && value.kind === 'option' && value.index === index}
            onClick={() => onChange({ kind: 'option', index })}
          >
            {option.kind === 'percentage' ? (
              <>
                <span className="nb-option-main">{percentText(option.hundredths)}</span>
                <span className="nb-option-sub">{dollars(option.amount)}</span>
              </>
            ) : (
              <span className="nb-option-main">{dollars(option.amount)}</span>
            )}
          </button>
        ))}
        <button
          type="button"
          className="nb-option"
          disabled={locked}
          aria-pressed={!locked && customChosen && !customOpen && value.amount === 0}
          onClick={() => {
            setCustomMode(false);
            setCustomText('');
            onChange({ kind: 'custom', amount: 0 });
          }}
        >
          <span className="nb-option-main">{t('checkout.tip.none')}</span>
        </button>
        {offer.customAllowed ? (
          <button
            type="button"
            className="nb-option"
            disabled={locked}
            aria-pressed={!locked && customOpen}
            onClick={() => {
              setCustomMode(true);
              onChange({ kind: 'custom', amount: centsFromInput(customText) ?? 0 });
            }}
          >
            <span className="nb-option-main">{t('checkout.tip.custom')}</span>
          </button>
        ) : null}
      </fieldset>
      {offer.customAllowed && customOpen && !locked ? (
        <div className="nb-checkout-field nb-tip-custom">
          <label htmlFor={inputId}>{t('checkout.tip.customLabel')}</label>
          <input
            id={inputId}
            className="nb-checkout-input"
            inputMode="decimal"
            autoComplete="off"
            maxLength={8}
            placeholder="0.00"
            value={customText}
            onChange={(event) => {
              setCustomText(event.target.value);
              const amount = centsFromInput(event.target.value);
              if (amount !== null) onChange({ kind: 'custom', amount });
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
