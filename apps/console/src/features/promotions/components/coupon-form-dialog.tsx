import type { ConsoleCouponDto } from '@nearbite/contract/console-promotions';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import {
  type CouponForm,
  couponBodyOf,
  couponFormOf,
  hasUnreadable,
  newCouponForm,
} from '../../../shared/lib/coupon-form';
import { Button } from '../../../shared/ui/button';
import { CouponDescribeFields, CouponLimitFields, CouponValueFields } from '../../../shared/ui/coupon-fields';
import { Dialog } from '../../../shared/ui/dialog';
import { OrderTypesField } from '../../../shared/ui/order-types-field';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useCouponChanges } from '../api';
import { displayName } from '../hooks/use-promotion-labels';
import { promotionsTexts } from '../texts';

/** Creates a store coupon (no `coupon`) or changes one; a new coupon opens its claim link when saved. */
export function CouponFormDialog({
  businessId,
  coupon,
  timeZone,
  onClose,
  onCreated,
}: {
  businessId: string;
  coupon: ConsoleCouponDto | null;
  /** The store's; the dates are typed and shown on its wall clock. */
  timeZone: string;
  onClose: () => void;
  onCreated: (coupon: ConsoleCouponDto) => void;
}) {
  const t = useTexts(promotionsTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const { save } = useCouponChanges(businessId);
  const [form, setForm] = useState<CouponForm>(() =>
    coupon ? couponFormOf(coupon, timeZone) : newCouponForm(),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set =
    <K extends keyof CouponForm>(key: K) =>
    (value: CouponForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const formId = 'nc-coupon-form';
  return (
    <Dialog
      open
      wide
      title={coupon ? t.editCoupon : t.newCoupon}
      closeLabel={t.close}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" form={formId} variant="primary" busy={save.isPending}>
            {t.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="nc-stack"
        onSubmit={(event) => {
          event.preventDefault();
          const body = couponBodyOf(form, timeZone);
          if (hasUnreadable(body)) return setProblem(t.unreadable);
          setProblem(null);
          save.mutate(
            { id: coupon?.id ?? null, body },
            {
              onSuccess: (saved) => {
                showToast('success', fill(t.savedToast, { name: displayName(saved.title, language) }));
                onClose();
                if (!coupon) onCreated(saved);
              },
            },
          );
        }}
      >
        <div className="nc-form-row">
          <TextField
            label={t.titleEn}
            value={form.titleEn}
            onChange={set('titleEn')}
            maxLength={60}
            required
          />
          <TextField label={t.titleZh} value={form.titleZh} onChange={set('titleZh')} maxLength={60} />
        </div>
        <CouponDescribeFields form={form} set={set} />
        <CouponValueFields form={form} set={set} />
        <OrderTypesField
          legend={t.orderTypes}
          labels={{ delivery: t.delivery, pickup: t.pickup, dineIn: t.dineIn }}
          value={form.orderTypes}
          onChange={set('orderTypes')}
        />
        <CouponLimitFields form={form} set={set} clockHint={fill(t.storeClock, { zone: timeZone })} />
        {problem ? <p className="nc-alert">{problem}</p> : null}
        {save.error ? (
          <p className="nc-alert" role="alert">
            {errorText(save.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
