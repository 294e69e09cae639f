import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from '@nearbite/domain/phone';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Switch } from '../../../shared/ui/switch';
import type { AddressFormProblem, AddressFormValues } from '../lib/address-form';
import { type AddressFormProps, useAddressForm } from '../use-address-form';
import { AddressPicker } from './address-picker';

interface FieldsProps {
  values: AddressFormValues;
  set: (patch: Partial<AddressFormValues>) => void;
  fieldId: (name: string) => string;
  invalid: (which: AddressFormProblem) => true | undefined;
}

/** Who receives the order and where: name, phone and the address picked on the map. */
function ContactFields({ values, set, fieldId, invalid, onPick }: FieldsProps & { onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="nb-checkout-field">
        <label htmlFor={fieldId('name')}>{t('checkout.addressForm.name')}</label>
        <input
          id={fieldId('name')}
          className="nb-checkout-input"
          autoComplete="name"
          maxLength={60}
          aria-invalid={invalid('name')}
          value={values.userName}
          onChange={(event) => set({ userName: event.target.value })}
        />
      </div>
      <div className="nb-checkout-field">
        <label htmlFor={fieldId('phone')}>{t('checkout.addressForm.phone')}</label>
        <input
          id={fieldId('phone')}
          className="nb-checkout-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={t('auth.phonePlaceholder')}
          aria-invalid={invalid('phone')}
          value={values.phone}
          onChange={(event) => set({ phone: formatPhoneInput(event.target.value) })}
        />
      </div>
      <div className="nb-checkout-field">
        <span id={fieldId('address-label')}>{t('checkout.addressForm.address')}</span>
        <button
          type="button"
          className="nb-picker-open"
          aria-labelledby={`${fieldId('address-label')} ${fieldId('address-value')}`}
          aria-invalid={invalid('address')}
          onClick={onPick}
        >
          <span id={fieldId('address-value')} className={values.point ? undefined : 'nb-choice-row-empty'}>
            {values.point ? values.fullAddress : t('checkout.addressForm.pick')}
          </span>
        </button>
      </div>
    </>
  );
}

/** How the rider finds the door: unit, drop-off, a note, and whether this is the default address. */
function DeliveryFields({ values, set, fieldId }: Omit<FieldsProps, 'invalid'>) {
  const { t } = useTranslation();
  return (
    <>
      <div className="nb-checkout-field">
        <label htmlFor={fieldId('detail')}>{t('checkout.addressForm.detail')}</label>
        <input
          id={fieldId('detail')}
          className="nb-checkout-input"
          maxLength={120}
          placeholder={t('checkout.addressForm.detailPlaceholder')}
          value={values.addressDetail}
          onChange={(event) => set({ addressDetail: event.target.value })}
        />
      </div>
      <fieldset className="nb-checkout-field nb-drop-off">
        <legend>{t('checkout.addressForm.dropOff')}</legend>
        {([1, 2] as const).map((option) => (
          <label key={option} className="nb-radio">
            <input
              type="radio"
              name={fieldId('drop-off')}
              checked={values.deliveryType === option}
              onChange={() => set({ deliveryType: option })}
            />
            <span>{t(`checkout.addressForm.dropOff${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="nb-checkout-field">
        <label htmlFor={fieldId('suggestion')}>{t('checkout.addressForm.suggestion')}</label>
        <textarea
          id={fieldId('suggestion')}
          className="nb-checkout-input nb-checkout-note"
          maxLength={200}
          rows={2}
          placeholder={t('checkout.addressForm.suggestionPlaceholder')}
          value={values.suggestion}
          onChange={(event) => set({ suggestion: event.target.value })}
        />
      </div>
      <label className="nb-switch-row nb-checkout-field">
        <span>{t('checkout.addressForm.default')}</span>
        <Switch checked={values.isDefault} onChange={(isDefault) => set({ isDefault })} />
      </label>
    </>
  );
}

/** The delivery address form with its map picker; saving or deleting calls back (use-address-form.ts). */
export function AddressForm(props: AddressFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const { values, set, picking, setPicking, problem, saving, onSubmit, onDelete } = useAddressForm(props);
  const { editing, PickerMap, fallbackCenter } = props;
  const fieldId = (name: string) => `${ids}-${name}`;
  const invalid = (which: AddressFormProblem) => (problem === which ? true : undefined);
  return (
    <form className="nb-address-form" onSubmit={onSubmit} noValidate>
      <ContactFields
        values={values}
        set={set}
        fieldId={fieldId}
        invalid={invalid}
        onPick={() => setPicking(true)}
      />
      <DeliveryFields values={values} set={set} fieldId={fieldId} />
      <div className="nb-address-form-actions">
        {editing ? (
          <button type="button" className="nb-checkout-secondary" onClick={() => void onDelete()}>
            {t('checkout.addressForm.delete')}
          </button>
        ) : null}
        <button type="submit" className="nb-checkout-primary" aria-busy={saving}>
          {t('checkout.addressForm.save')}
        </button>
      </div>
      <AddressPicker
        visible={picking}
        initial={values.point ? { point: values.point, address: values.fullAddress } : null}
        fallbackCenter={fallbackCenter}
        PickerMap={PickerMap}
        onPick={(place) => set({ point: place.point, fullAddress: place.address })}
        onClose={() => setPicking(false)}
      />
    </form>
  );
}
