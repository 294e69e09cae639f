import type { ActivityDto } from '@nearbite/contract/console-promotions';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { hasUnreadable } from '../../../shared/lib/coupon-form';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { OrderTypesField } from '../../../shared/ui/order-types-field';
import { Select } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useActivityChanges } from '../api';
import { displayName } from '../hooks/use-promotion-labels';
import { type ActivityForm, activityBodyOf, activityFormOf, newActivityForm } from '../promotion-form';
import { promotionsTexts } from '../texts';
import { DishesField } from './dishes-field';

/** Creates an activity (no `activity`) or changes one; the server's rules answer with their coded errors. */
export function ActivityFormDialog({
  businessId,
  activity,
  timeZone,
  onClose,
}: {
  businessId: string;
  activity: ActivityDto | null;
  /** The store's; the dates are typed and shown on its wall clock. */
  timeZone: string;
  onClose: () => void;
}) {
  const t = useTexts(promotionsTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const { save } = useActivityChanges(businessId);
  const [form, setForm] = useState<ActivityForm>(() =>
    activity ? activityFormOf(activity, timeZone) : newActivityForm(),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set =
    <K extends keyof ActivityForm>(key: K) =>
    (value: ActivityForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const formId = 'nc-activity-form';
  return (
    <Dialog
      open
      wide
      title={activity ? t.editActivity : t.newActivity}
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
          const body = activityBodyOf(form, timeZone);
          if (hasUnreadable(body)) return setProblem(t.unreadable);
          setProblem(null);
          save.mutate(
            { id: activity?.id ?? null, body },
            {
              onSuccess: (saved) => {
                showToast('success', fill(t.savedToast, { name: displayName(saved.name, language) }));
                onClose();
              },
            },
          );
        }}
      >
        <div className="nc-form-row">
          <TextField label={t.nameEn} value={form.nameEn} onChange={set('nameEn')} maxLength={60} required />
          <TextField label={t.nameZh} value={form.nameZh} onChange={set('nameZh')} maxLength={60} />
        </div>
        <div className="nc-form-row">
          <TextField
            label={t.describeEn}
            value={form.describeEn}
            onChange={set('describeEn')}
            maxLength={500}
          />
          <TextField
            label={t.describeZh}
            value={form.describeZh}
            onChange={set('describeZh')}
            maxLength={500}
          />
        </div>
        <div className="nc-form-row">
          <Select
            label={t.kind}
            value={form.activityType}
            options={[
              { value: 'discount', label: t.activityDiscount },
              { value: 'orderTypeDiscount', label: t.activityOrderType },
            ]}
            onChange={set('activityType')}
          />
          <TextField
            label={t.percentPaid}
            value={form.percentPaid}
            onChange={set('percentPaid')}
            inputMode="numeric"
            hint={t.percentHint}
            className="nc-field-narrow"
          />
          <TextField
            label={t.startsAt}
            type="datetime-local"
            value={form.startsAt}
            onChange={set('startsAt')}
            hint={fill(t.storeClock, { zone: timeZone })}
          />
          <TextField label={t.endsAt} type="datetime-local" value={form.endsAt} onChange={set('endsAt')} />
        </div>
        <OrderTypesField
          legend={t.orderTypes}
          labels={{ delivery: t.delivery, pickup: t.pickup, dineIn: t.dineIn }}
          value={form.orderTypes}
          onChange={set('orderTypes')}
        />
        <DishesField businessId={businessId} value={form.commodityIds} onChange={set('commodityIds')} />
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
