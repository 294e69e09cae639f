import { clientError } from '@nearbite/api-client/api-client';
import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { type FormEvent, useState } from 'react';
import type { TextKey } from '../../shared/i18n/translation';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showError, showNotice } from '../../shared/lib/notify';
import { useDeleteAddress, useSaveAddress } from './api';
import { confirmDialog } from './components/alerts';
import {
  type AddressFormProblem,
  type AddressFormValues,
  addressBody,
  addressFormProblem,
} from './lib/address-form';
import type { PointPickerMap } from './lib/map-slots';

/** The message key of a broken save rule. */
const PROBLEM_TEXT: Record<AddressFormProblem, TextKey> = {
  name: 'checkout.addressForm.nameRequired',
  phone: 'checkout.addressForm.phoneInvalid',
  address: 'checkout.addressForm.addressRequired',
};

export interface AddressFormProps {
  initial: AddressFormValues;
  editing: DeliveryAddressDto | null;
  PickerMap: PointPickerMap;
  fallbackCenter: GeoPoint;
  onSaved: (list: DeliveryAddressDto[], index: number) => void;
  onDeleted: (address: DeliveryAddressDto) => void;
}

/**
 * The address form's values and its two actions: save (the rules of lib/address-form.ts first; a bad
 * phone is S1) and delete (after a confirmation).
 */
export function useAddressForm({ initial, editing, onSaved, onDeleted }: AddressFormProps) {
  const { t } = useTranslation();
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

  return { values, set, picking, setPicking, problem, saving: save.isPending, onSubmit, onDelete };
}
