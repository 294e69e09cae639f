import type { PlaceDto } from '@nearbite/contract/location';
import { ORDER_TYPES, type OrderType } from '@nearbite/domain/order-type';
import { formatPhoneInput, isValidPhone, phoneDigits } from '@nearbite/domain/phone';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { AddressFinder } from '../../../shared/ui/address-finder';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { OrderTypesField } from '../../../shared/ui/order-types-field';
import { Select } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useAreas, useCreateStore } from '../api';
import { platformTexts } from '../texts';

/** Creates a store offline in an area, pinned at its geocoded address, with its owner invited. */
export function CreateStoreDialog({ onClose }: { onClose: () => void }) {
  const t = useTexts(platformTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const areas = useAreas();
  const create = useCreateStore();
  const [nameEn, setNameEn] = useState('');
  const [nameZh, setNameZh] = useState('');
  const [areaId, setAreaId] = useState('');
  const [place, setPlace] = useState<PlaceDto | null>(null);
  const [diningTypes, setDiningTypes] = useState<OrderType[]>([...ORDER_TYPES]);
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const areaOptions = (areas.data?.areas ?? []).map((area) => ({
    value: area.id,
    label: area.name[language],
  }));
  const chosenArea = areaId || areaOptions[0]?.value || '';
  const submit = () => {
    if (!place) return setProblem(t.addressMissing);
    if (!isValidPhone(phone)) return setProblem(t.invalidPhone);
    setProblem(null);
    const name = { en: nameEn, zh: nameZh };
    create.mutate(
      {
        name,
        areaId: chosenArea,
        fullAddress: place.address,
        latitude: place.latitude,
        longitude: place.longitude,
        diningTypes,
        ownerPhone: phoneDigits(phone),
      },
      {
        onSuccess: (store) => {
          showToast('success', fill(t.storeCreated, { name: store.name[language] }));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      title={t.newStore}
      closeLabel={t.close}
      onClose={onClose}
      wide
      footer={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button
            variant="primary"
            type="submit"
            form="nc-create-store"
            busy={create.isPending}
            disabled={!chosenArea}
          >
            {t.createStore}
          </Button>
        </>
      }
    >
      <form
        id="nc-create-store"
        className="nc-stack"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {areaOptions.length === 0 && areas.isSuccess ? <p className="nc-alert">{t.noAreas}</p> : null}
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
        {areaOptions.length > 0 ? (
          <Select label={t.area} value={chosenArea} options={areaOptions} onChange={setAreaId} />
        ) : null}
        <AddressFinder place={place} onFound={setPlace} />
        <OrderTypesField
          legend={t.diningTypes}
          labels={{ delivery: t.delivery, pickup: t.pickup, dineIn: t.dineIn }}
          value={diningTypes}
          onChange={setDiningTypes}
          keepOne
        />
        <TextField
          label={t.ownerPhone}
          hint={t.ownerPhoneHint}
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(value) => setPhone(formatPhoneInput(value))}
          required
        />
        {problem ? <p className="nc-alert">{problem}</p> : null}
        {create.error ? (
          <p className="nc-alert" role="alert">
            {errorText(create.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
