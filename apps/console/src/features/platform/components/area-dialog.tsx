import type { PlatformAreaDto } from '@nearbite/contract/console-platform';
import { formatPhoneInput, nationalDigits, phoneDigits } from '@nearbite/domain/phone';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useSaveArea } from '../api';
import { type AreaDeliveryForm, areaDeliveryFormOf, areaDeliveryOf } from '../lib/area-delivery';
import { platformTexts } from '../texts';
import { AreaDeliveryFields } from './area-delivery-fields';
import { clockText, msOfClock } from './time-of-day';

/** Adds an area or changes one: names, time zone, the platform's contact and hours, new stores' delivery fee. */
export function AreaDialog({ area, onClose }: { area: PlatformAreaDto | null; onClose: () => void }) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const save = useSaveArea();
  const [nameEn, setNameEn] = useState(area?.name.en ?? '');
  const [nameZh, setNameZh] = useState(area?.name.zh ?? '');
  const [timeZone, setTimeZone] = useState(area?.timeZone ?? 'America/Los_Angeles');
  const [phone, setPhone] = useState(formatPhoneInput(nationalDigits(area?.contactPhoneNumber ?? '') ?? ''));
  const [instagram, setInstagram] = useState(area?.instagramAccount ?? '');
  const [from, setFrom] = useState(area?.serviceTime ? clockText(area.serviceTime.startMs) : '09:00');
  const [to, setTo] = useState(area?.serviceTime ? clockText(area.serviceTime.endMs) : '21:00');
  const [active, setActive] = useState(area?.status !== 'inactive');
  const [delivery, setDelivery] = useState<AreaDeliveryForm>(() =>
    areaDeliveryFormOf(area?.defaultDelivery ?? null),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const defaultDelivery = areaDeliveryOf(delivery);
    if (defaultDelivery === undefined) return setProblem(t.areaDeliveryUnreadable);
    setProblem(null);
    save.mutate(
      {
        areaId: area?.id ?? null,
        body: {
          name: { en: nameEn, zh: nameZh },
          timeZone: timeZone.trim(),
          contactPhoneNumber: phone ? phoneDigits(phone) : null,
          instagramAccount: instagram.trim() || null,
          serviceTime: { startMs: msOfClock(from), endMs: msOfClock(to) },
          defaultDelivery,
          status: active ? 'active' : 'inactive',
        },
      },
      {
        onSuccess: () => {
          showToast('success', t.areaSaved);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      title={area ? t.editArea : t.newArea}
      closeLabel={t.close}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variant="primary" type="submit" form="nc-area-form" busy={save.isPending}>
            {t.saveArea}
          </Button>
        </>
      }
    >
      <form
        id="nc-area-form"
        className="nc-stack"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="nc-form-row">
          <TextField label={t.nameEn} value={nameEn} onChange={setNameEn} required maxLength={60} />
          <TextField
            label={t.nameZh}
            value={nameZh}
            onChange={setNameZh}
            required
            maxLength={60}
            lang="zh-CN"
          />
        </div>
        <TextField
          label={t.timeZone}
          hint="America/Los_Angeles"
          value={timeZone}
          onChange={setTimeZone}
          required
        />
        <div className="nc-form-row">
          <TextField
            label={t.contactPhone}
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(value) => setPhone(formatPhoneInput(value))}
          />
          <TextField label={t.instagram} value={instagram} onChange={setInstagram} maxLength={30} />
        </div>
        <div className="nc-form-row">
          <TextField
            className="nc-platform-time"
            label={t.serviceFrom}
            type="time"
            value={from}
            onChange={setFrom}
            required
          />
          <TextField
            className="nc-platform-time"
            label={t.serviceTo}
            type="time"
            value={to}
            onChange={setTo}
            required
          />
        </div>
        <AreaDeliveryFields form={delivery} onChange={setDelivery} />
        <Switch label={t.areaActive} checked={active} onChange={setActive} />
        {problem || save.error ? (
          <p className="nc-alert" role="alert">
            {problem ?? errorText(save.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
