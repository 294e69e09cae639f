import { useTexts } from '../../../shared/i18n/texts';
import { Select } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import type { MoneyForm } from '../money-form';
import { moneyTexts } from '../texts';

type ShareType = MoneyForm['shareType'];

/** What the diner pays of a delivery fee: all of it, a percent, or at most an amount (per mile). */
export function ShareFields(props: {
  type: ShareType;
  value: string;
  onType: (type: ShareType) => void;
  onValue: (value: string) => void;
  /** Tells the standard rule's fields from the third-party rule's for screen readers. */
  labelPrefix?: string;
}) {
  const t = useTexts(moneyTexts);
  const label = (text: string) => (props.labelPrefix ? `${props.labelPrefix}: ${text}` : text);
  return (
    <>
      <Select<ShareType>
        label={label(t.shareType)}
        value={props.type}
        options={[
          { value: 'customer', label: t.shareCustomer },
          { value: 'proportional', label: t.shareProportional },
          { value: 'fixedPrice', label: t.shareFixedPrice },
          { value: 'fixedUnitPrice', label: t.shareFixedUnit },
        ]}
        onChange={props.onType}
      />
      {props.type === 'customer' ? null : (
        <TextField
          label={label(t.shareValue)}
          value={props.value}
          onChange={props.onValue}
          inputMode="numeric"
          className="nc-field-narrow"
        />
      )}
    </>
  );
}
