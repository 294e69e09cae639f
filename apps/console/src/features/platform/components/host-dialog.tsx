import type { PlatformPickupPointDto } from '@nearbite/contract/console-pickup-points';
import type { PlaceDto } from '@nearbite/contract/location';
import { formatPhoneInput, isValidPhone, nationalDigits, phoneDigits } from '@nearbite/domain/phone';
import {
  PICKUP_POINT_DEFAULT_PREPARE_MINUTES,
  PICKUP_POINT_NAME_MAX,
} from '@nearbite/domain/pickup-point-admin';
import { NO_HOURS } from '@nearbite/domain/store-onboarding';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { type HoursRow, rowsOfWeek, weekOfRows } from '../../../shared/lib/hours-rows';
import { AddressFinder } from '../../../shared/ui/address-finder';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useInvalidDayText, WeekHoursField } from '../../../shared/ui/week-hours-field';
import { useSaveHost } from '../api';
import { platformTexts } from '../texts';
import { HostStoresField, type LinkedStore } from './host-stores-field';
import { PrepareMinutesField } from './prepare-minutes-field';

const placeOf = (host: PlatformPickupPointDto | null): PlaceDto | null =>
  host ? { address: host.fullAddress, latitude: host.latitude, longitude: host.longitude } : null;

/** Adds a pickup point or changes one: names, address, phone, preparation, pickup hours, stores, active. */
export function HostDialog({ host, onClose }: { host: PlatformPickupPointDto | null; onClose: () => void }) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const invalidDayText = useInvalidDayText();
  const save = useSaveHost();
  const [nameEn, setNameEn] = useState(host?.name.en ?? '');
  const [nameZh, setNameZh] = useState(host?.name.zh ?? '');
  const [place, setPlace] = useState<PlaceDto | null>(placeOf(host));
  const [phone, setPhone] = useState(formatPhoneInput(nationalDigits(host?.phoneNumber ?? '') ?? ''));
  const [minutes, setMinutes] = useState(
    String(host?.prepareMinutes ?? PICKUP_POINT_DEFAULT_PREPARE_MINUTES),
  );
  const [rows, setRows] = useState<HoursRow[][]>(() => rowsOfWeek(host?.pickupHours ?? NO_HOURS));
  const [stores, setStores] = useState<LinkedStore[]>(host?.stores ?? []);
  const [active, setActive] = useState(host?.status !== 'inactive');
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal about the hours or the stores (A263–A265) goes once they are changed.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      save.reset();
    };
  const submit = () => {
    if (!place) return setProblem(t.hostAddressMissing);
    if (phone && !isValidPhone(phone)) return setProblem(t.invalidPhone);
    const week = weekOfRows(rows);
    if ('invalidDay' in week) return setProblem(invalidDayText(week.invalidDay));
    setProblem(null);
    save.mutate(
      {
        hostId: host?.id ?? null,
        body: {
          name: { en: nameEn, zh: nameZh },
          fullAddress: place.address,
          latitude: place.latitude,
          longitude: place.longitude,
          phoneNumber: phone ? phoneDigits(phone) : null,
          prepareMinutes: Number(minutes),
          pickupHours: week.hours,
          status: active ? 'active' : 'inactive',
          businessIds: stores.map((store) => store.id),
        },
      },
      {
        onSuccess: () => {
          showToast('success', t.hostSaved);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      wide
      title={host ? t.editHost : t.newHost}
      closeLabel={t.close}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variant="primary" type="submit" form="nc-host-form" busy={save.isPending}>
            {t.saveHost}
          </Button>
        </>
      }
    >
      <form
        id="nc-host-form"
        className="nc-stack"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="nc-form-row">
          <TextField
            label={t.nameEn}
            value={nameEn}
            onChange={setNameEn}
            required
            maxLength={PICKUP_POINT_NAME_MAX}
          />
          <TextField
            label={t.nameZh}
            value={nameZh}
            onChange={setNameZh}
            required
            maxLength={PICKUP_POINT_NAME_MAX}
            lang="zh-CN"
          />
        </div>
        <AddressFinder place={place} onFound={setPlace} />
        <div className="nc-form-row">
          <TextField
            label={t.hostPhone}
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(value) => setPhone(formatPhoneInput(value))}
          />
          <PrepareMinutesField value={minutes} onChange={setMinutes} />
        </div>
        <fieldset className="nc-fieldset nc-stack">
          <legend className="nc-field-label">{t.pickupHours}</legend>
          <WeekHoursField rows={rows} onChange={edited(setRows)} disabled={false} />
        </fieldset>
        <HostStoresField value={stores} onChange={edited(setStores)} />
        <Switch label={t.hostActive} checked={active} onChange={setActive} />
        {problem ? (
          <p className="nc-alert" role="alert">
            {problem}
          </p>
        ) : null}
        {save.error ? (
          <p className="nc-alert" role="alert">
            {errorText(save.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
