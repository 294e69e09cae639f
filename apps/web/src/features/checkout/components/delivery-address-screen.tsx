import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { formatPhoneInput, nationalDigits, PHONE_INPUT_MAX_LENGTH } from '@nearbite/domain/phone';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCheckoutTexts } from '../../../shared/i18n/checkout-texts';
import { clientError } from '../../../shared/lib/api-client';
import { showError, showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { BackIcon } from '../../../shared/ui/icons';
import { useAddresses, useDeleteAddress, useSaveAddress } from '../api';
import {
  type AddressFormProblem,
  type AddressFormValues,
  addressBody,
  addressFormOf,
  addressFormProblem,
  emptyAddressForm,
} from '../lib/address-form';
import { checkoutChoicesStore } from '../lib/checkout-choices';
import type { PointPickerMap } from '../lib/map-slots';
import { useCheckoutSession } from '../use-checkout-session';
import { AddressPicker } from './address-picker';
import { confirmDialog } from './alerts';
import './checkout.css';
import type { TextKey } from '../../../shared/i18n/translation';

export interface DeliveryAddressScreenProps {
  /** The map of the address picker. */
  PickerMap: PointPickerMap;
  /** Where the picker opens when no address is picked yet (the diner's location). */
  fallbackCenter: GeoPoint;
  onLogin: () => void;
}

/** The store page the diner came from, else home. */
function useLeave() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) {
      void navigate(-1);
      return;
    }
    const businessId = checkoutChoicesStore.active();
    void navigate(
      businessId ? `${paths.postDetail}?businessId=${encodeURIComponent(businessId)}` : paths.home,
      {
        replace: true,
      },
    );
  };
}

/** The message key of a broken save rule. */
const PROBLEM_TEXT: Record<AddressFormProblem, TextKey> = {
  name: 'checkout.addressForm.nameRequired',
  phone: 'checkout.addressForm.phoneInvalid',
  address: 'checkout.addressForm.addressRequired',
};

interface AddressFormProps {
  initial: AddressFormValues;
  editing: DeliveryAddressDto | null;
  PickerMap: PointPickerMap;
  fallbackCenter: GeoPoint;
  onSaved: (list: DeliveryAddressDto[], index: number) => void;
  onDeleted: (address: DeliveryAddressDto) => void;
}

function AddressForm({ initial, editing, PickerMap, fallbackCenter, onSaved, onDeleted }: AddressFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [values, setValues] = useState(initial);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<AddressFormProblem | null>(null);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const set = (patch: Partial<AddressFormValues>) => setValues((previous) => ({ ...previous, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const broken = addressFormProblem(values);
    setProblem(broken);
    if (broken === 'phone') {
      void showError(clientError('S1'));
      return;
    }
    if (broken) {
      void showNotice(t(PROBLEM_TEXT[broken]), 'fail');
      return;
    }
    if (!values.point) return;
    const index = editing?.index ?? null;
    save.mutate(
      { index, body: addressBody({ ...values, point: values.point }) },
      {
        onSuccess: (list) => onSaved(list, index ?? list.length - 1),
        onError: (error) => void showError(error),
      },
    );
  };

  const onDelete = async () => {
    if (!editing || remove.isPending) return;
    const confirmed = await confirmDialog(
      t('checkout.addressForm.deleteTitle'),
      t('checkout.addressForm.deleteConfirm'),
      t('checkout.addressForm.delete'),
    );
    if (!confirmed) return;
    remove.mutate(editing.index, {
      onSuccess: () => onDeleted(editing),
      onError: (error) => void showError(error),
    });
  };

  const fieldId = (name: string) => `${ids}-${name}`;
  const invalid = (which: AddressFormProblem) => (problem === which ? true : undefined);

  return (
    <form className="nb-address-form" onSubmit={onSubmit} noValidate>
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
          onClick={() => setPicking(true)}
        >
          <span id={fieldId('address-value')} className={values.point ? undefined : 'nb-choice-row-empty'}>
            {values.point ? values.fullAddress : t('checkout.addressForm.pick')}
          </span>
        </button>
      </div>
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
        <input
          type="checkbox"
          role="switch"
          className="nb-checkout-switch"
          checked={values.isDefault}
          aria-checked={values.isDefault}
          onChange={(event) => set({ isDefault: event.target.checked })}
        />
      </label>
      <div className="nb-address-form-actions">
        {editing ? (
          <button type="button" className="nb-checkout-secondary" onClick={() => void onDelete()}>
            {t('checkout.addressForm.delete')}
          </button>
        ) : null}
        <button type="submit" className="nb-checkout-primary" aria-busy={save.isPending}>
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

/**
 * /deliveryAddress (?addressIndex= edits that address): the address form. Saving goes back to the store
 * page with the saved address chosen; deleting goes back too, where the diner came from. Only an index that
 * names no address on arrival is "Address unavailable".
 */
export default function DeliveryAddressScreen({
  PickerMap,
  fallbackCenter,
  onLogin,
}: DeliveryAddressScreenProps) {
  useCheckoutTexts();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const leave = useLeave();
  useCheckoutSession();
  const user = useUser();
  const addresses = useAddresses(user !== null);
  const indexParam = params.get('addressIndex');
  const index = indexParam !== null && /^\d+$/.test(indexParam) ? Number(indexParam) : null;
  // The address is judged once, on arrival: after a save or a deletion the list the server answers no longer
  // matches the index (a deleted last address is gone, a deleted first one moves the next into its place),
  // and the screen keeps showing what it showed until it has left.
  const [opened, setOpened] = useState<{ editing: DeliveryAddressDto | null } | null>(null);
  if (opened === null && addresses.isSuccess) {
    setOpened({ editing: index === null ? null : (addresses.data[index] ?? null) });
  }
  const editing = opened?.editing ?? null;
  const title = index === null ? t('checkout.addressForm.addTitle') : t('checkout.addressForm.editTitle');
  useDocumentTitle(title);

  const onSaved = (list: DeliveryAddressDto[], savedIndex: number) => {
    const saved = list[savedIndex];
    const businessId = checkoutChoicesStore.active();
    if (saved && businessId) {
      checkoutChoicesStore.update(businessId, {
        addressId: saved.id,
        hostOn: false,
        timeType: 'default',
        time: null,
      });
    }
    void showNotice(t('checkout.addressForm.saved'), 'success');
    leave();
  };
  const onDeleted = (address: DeliveryAddressDto) => {
    const businessId = checkoutChoicesStore.active();
    if (businessId && checkoutChoicesStore.get(businessId).addressId === address.id) {
      checkoutChoicesStore.update(businessId, { addressId: null });
    }
    leave();
  };

  // An index beyond the list on arrival is an address that no longer exists.
  const missing = index !== null && opened !== null && opened.editing === null;
  useEffect(() => {
    if (missing) void navigate(`${paths.fail}?failType=deliveryAddress`, { replace: true });
  }, [missing, navigate]);

  return (
    <main className="nb-checkout-screen">
      <header className="nb-checkout-screen-head">
        <button type="button" className="nb-checkout-back" onClick={leave}>
          <BackIcon width="22" height="22" />
          <span className="nb-visually-hidden">{t('checkout.back')}</span>
        </button>
        <h1 className="nb-checkout-screen-title">{title}</h1>
      </header>
      {!user ? (
        <div className="nb-checkout-signed-out">
          <p>{t('checkout.addressForm.signInFirst')}</p>
          <button type="button" className="nb-checkout-primary" onClick={onLogin}>
            {t('auth.signIn')}
          </button>
        </div>
      ) : (index !== null && !editing) || addresses.isPending ? (
        <p className="nb-checkout-empty" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <AddressForm
          key={editing?.id ?? 'new'}
          initial={
            editing
              ? addressFormOf(editing)
              : emptyAddressForm(
                  nationalDigits(user.phoneNumber) ?? '',
                  !(addresses.data ?? []).some((address) => address.isDefault),
                )
          }
          editing={editing}
          PickerMap={PickerMap}
          fallbackCenter={fallbackCenter}
          onSaved={onSaved}
          onDeleted={onDeleted}
        />
      )}
    </main>
  );
}
