import { couponTexts } from '../i18n/coupon-texts';
import { useTexts } from '../i18n/texts';
import type { CouponForm } from '../lib/coupon-form';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextField } from './text-field';

export type CouponSetter = <K extends keyof CouponForm>(key: K) => (value: CouponForm[K]) => void;

/** What the coupon takes off: its type and that type's own amounts, and the minimum order. */
export function CouponValueFields({ form, set }: { form: CouponForm; set: CouponSetter }) {
  const t = useTexts(couponTexts);
  return (
    <div className="nc-form-row">
      <Select
        label={t.kind}
        value={form.couponType}
        options={[
          { value: 'cash', label: t.couponCash },
          { value: 'discount', label: t.couponDiscount },
          { value: 'freeDeliveryPrice', label: t.couponFreeDelivery },
        ]}
        onChange={set('couponType')}
      />
      {form.couponType === 'cash' ? (
        <TextField
          label={t.amount}
          value={form.amount}
          onChange={set('amount')}
          inputMode="decimal"
          className="nc-field-narrow"
        />
      ) : null}
      {form.couponType === 'discount' ? (
        <>
          <TextField
            label={t.percentPaid}
            value={form.percentPaid}
            onChange={set('percentPaid')}
            inputMode="numeric"
            hint={t.percentHint}
            className="nc-field-narrow"
          />
          <TextField
            label={t.cap}
            value={form.cap}
            onChange={set('cap')}
            inputMode="decimal"
            className="nc-field-narrow"
          />
        </>
      ) : null}
      <TextField
        label={t.minimum}
        value={form.minimum}
        onChange={set('minimum')}
        inputMode="decimal"
        className="nc-field-narrow"
      />
      <TextField
        label={t.maxMiles}
        hint={t.maxMilesHint}
        value={form.maxMiles}
        onChange={set('maxMiles')}
        inputMode="decimal"
        className="nc-field-narrow"
      />
    </div>
  );
}

/** How long a claimed coupon is valid (dates on the clock `clockHint` names), and how many are handed out. */
export function CouponLimitFields({
  form,
  set,
  clockHint,
}: {
  form: CouponForm;
  set: CouponSetter;
  /** Which clock the dates are on, e.g. "On the store's clock (America/Los_Angeles)". */
  clockHint: string;
}) {
  const t = useTexts(couponTexts);
  return (
    <>
      <div className="nc-form-row">
        <Select
          label={t.validity}
          value={form.validityKind}
          options={[
            { value: 'duration', label: t.validityDuration },
            { value: 'fixedTime', label: t.validityFixed },
            { value: 'interval', label: t.validityInterval },
          ]}
          onChange={set('validityKind')}
        />
        {form.validityKind === 'duration' ? (
          <TextField
            label={t.days}
            value={form.days}
            onChange={set('days')}
            inputMode="numeric"
            className="nc-field-narrow"
          />
        ) : null}
        {form.validityKind === 'interval' ? (
          <TextField
            label={t.validFrom}
            type="datetime-local"
            value={form.startTime}
            onChange={set('startTime')}
          />
        ) : null}
        {form.validityKind !== 'duration' ? (
          <TextField
            label={t.validUntil}
            type="datetime-local"
            value={form.endTime}
            onChange={set('endTime')}
            hint={clockHint}
          />
        ) : null}
      </div>
      <div className="nc-form-row">
        <TextField label={t.stock} value={form.stock} onChange={set('stock')} inputMode="numeric" />
        <TextField
          label={t.perUser}
          value={form.perUser}
          onChange={set('perUser')}
          inputMode="numeric"
          className="nc-field-narrow"
        />
        <TextField
          label={t.redeemCode}
          value={form.redeemCode}
          onChange={set('redeemCode')}
          maxLength={4}
          spellCheck={false}
          autoCapitalize="characters"
        />
      </div>
    </>
  );
}

/** What diners read about the coupon on its claim page, in both languages, a paragraph per line. */
export function CouponDescribeFields({ form, set }: { form: CouponForm; set: CouponSetter }) {
  const t = useTexts(couponTexts);
  return (
    <div className="nc-form-row">
      <TextArea
        label={t.describeEn}
        hint={t.describeHint}
        value={form.describeEn}
        onChange={set('describeEn')}
      />
      <TextArea
        label={t.describeZh}
        hint={t.describeHint}
        value={form.describeZh}
        onChange={set('describeZh')}
      />
    </div>
  );
}
