import type { CouponBody } from '@nearbite/contract/console-promotions';
import { useState } from 'react';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { type CouponForm, couponBodyOf, hasUnreadable, newCouponForm } from '../../../shared/lib/coupon-form';
import { Button } from '../../../shared/ui/button';
import { CouponDescribeFields, CouponLimitFields, CouponValueFields } from '../../../shared/ui/coupon-fields';
import { Dialog } from '../../../shared/ui/dialog';
import { OrderTypesField } from '../../../shared/ui/order-types-field';
import { TextField } from '../../../shared/ui/text-field';
import { platformTexts } from '../texts';

/**
 * A new platform coupon for the welcome gift, with the stores' coupon form. It joins the gift being edited;
 * the server checks it by the store coupons' rules when the gift is saved.
 */
export function WelcomeCouponDialog({
  timeZone,
  onClose,
  onAdd,
}: {
  /** This device's; the dates are typed on its clock. */
  timeZone: string;
  onClose: () => void;
  onAdd: (coupon: CouponBody) => void;
}) {
  const t = useTexts(platformTexts);
  const [form, setForm] = useState<CouponForm>(newCouponForm);
  const [problem, setProblem] = useState<string | null>(null);
  const set =
    <K extends keyof CouponForm>(key: K) =>
    (value: CouponForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const formId = 'nc-welcome-coupon-form';
  return (
    <Dialog
      open
      wide
      title={t.newWelcomeCoupon}
      closeLabel={t.close}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" form={formId} variant="primary">
            {t.addToGift}
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
          onAdd(body);
        }}
      >
        <div className="nc-form-row">
          <TextField
            label={t.couponTitleEn}
            value={form.titleEn}
            onChange={set('titleEn')}
            maxLength={60}
            required
          />
          <TextField label={t.couponTitleZh} value={form.titleZh} onChange={set('titleZh')} maxLength={60} />
        </div>
        <CouponDescribeFields form={form} set={set} />
        <CouponValueFields form={form} set={set} />
        <OrderTypesField
          legend={t.couponOrderTypes}
          labels={{ delivery: t.delivery, pickup: t.pickup, dineIn: t.dineIn }}
          value={form.orderTypes}
          onChange={set('orderTypes')}
        />
        <CouponLimitFields form={form} set={set} clockHint={fill(t.yourClock, { zone: timeZone })} />
        {problem ? (
          <p className="nc-alert" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
