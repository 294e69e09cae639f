import type { MoneyPreviewDto, MoneySettingsBody } from '@nearbite/contract/console-money-settings';
import type { OrderType } from '@nearbite/domain/order-type';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { money } from '../../../shared/lib/format';
import { Select } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import { useMoneyPreview } from '../api';
import { useDebounced } from '../hooks/use-debounced';
import { centsOf } from '../money-form';
import { moneyTexts } from '../texts';

const PREVIEW_DELAY_MS = 400;

/** A sample order priced by the server under the form's unsaved settings, updated as fields change. */
export function PreviewPanel({
  businessId,
  settings,
  diningTypes,
}: {
  businessId: string;
  settings: MoneySettingsBody | null;
  diningTypes: readonly OrderType[];
}) {
  const t = useTexts(moneyTexts);
  const errorText = useErrorText();
  const [orderType, setOrderType] = useState<OrderType>(diningTypes[0] ?? 'pickup');
  const [food, setFood] = useState('25.00');
  const [miles, setMiles] = useState('2.5');
  const [tip, setTip] = useState('0');
  const subtotal = centsOf(food);
  const distanceMiles = Number(miles);
  const body =
    settings && subtotal !== null && Number.isFinite(distanceMiles) && distanceMiles >= 0
      ? {
          settings,
          sample: {
            orderType,
            subtotal,
            distanceMiles,
            tip:
              tip === 'none'
                ? ({ kind: 'custom', amount: 0 } as const)
                : ({ kind: 'option', index: Number(tip) } as const),
          },
        }
      : null;
  const preview = useMoneyPreview(businessId, useDebounced(body, PREVIEW_DELAY_MS));
  const tipCount = preview.data?.tipOptions.length ?? 3;
  return (
    <aside className="nc-panel nc-stack nc-money-preview" aria-labelledby="nc-money-preview">
      <h2 id="nc-money-preview" className="nc-section-title">
        {t.previewSection}
      </h2>
      <div className="nc-form-row">
        <Select<OrderType>
          label={t.sampleType}
          value={orderType}
          options={(['delivery', 'pickup', 'dineIn'] as const).map((value) => ({ value, label: t[value] }))}
          onChange={setOrderType}
        />
        <TextField
          label={t.sampleSubtotal}
          value={food}
          onChange={setFood}
          inputMode="decimal"
          className="nc-field-narrow"
        />
        {orderType === 'delivery' ? (
          <TextField
            label={t.sampleMiles}
            value={miles}
            onChange={setMiles}
            inputMode="decimal"
            className="nc-field-narrow"
          />
        ) : null}
        <Select<string>
          label={t.sampleTip}
          value={tip}
          options={[
            { value: 'none', label: t.noTip },
            ...Array.from({ length: tipCount }, (_, index) => ({
              value: String(index),
              label: fill(t.tipOption, { number: String(index + 1) }),
            })),
          ]}
          onChange={setTip}
        />
      </div>
      {preview.isError ? (
        <p className="nc-alert" role="alert">
          {errorText(preview.error)}
        </p>
      ) : null}
      {preview.data && !preview.isError ? <Breakdown preview={preview.data} /> : null}
      <p className="nc-money-status" aria-live="polite">
        {preview.isFetching ? t.updating : ''}
      </p>
    </aside>
  );
}

function Breakdown({ preview }: { preview: MoneyPreviewDto }) {
  const t = useTexts(moneyTexts);
  const rows: Array<[string, number]> = [
    [t.food, preview.food],
    [t.discounts, -preview.discounts],
    [t.serviceFee, preview.serviceFee],
    [t.deliveryFee, preview.deliveryFee],
    [t.smallOrder, preview.smallOrderFee],
    [t.tax, preview.tax],
    [t.tip, preview.tip],
  ];
  return (
    <>
      <dl className="nc-money-breakdown" data-testid="money-preview">
        {rows
          .filter(([, amount]) => amount !== 0)
          .map(([label, amount]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        <div className="nc-money-total">
          <dt>{t.total}</dt>
          <dd>{money(preview.total)}</dd>
        </div>
      </dl>
      {preview.tipEnabled ? (
        <p className="nc-note">{fill(t.offeredTips, { tips: preview.tipOptions.map(money).join(', ') })}</p>
      ) : null}
      {preview.problems.map((problem) => (
        <p className="nc-alert" key={problem}>
          {problem === 'belowDeliveryMinimum'
            ? fill(t.belowDeliveryMinimum, { amount: money(preview.deliveryShortfall) })
            : t[problem]}
        </p>
      ))}
    </>
  );
}
