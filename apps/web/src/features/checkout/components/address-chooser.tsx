import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import { milesText } from '@nearbite/domain/money-text';
import { formatPhoneInput } from '@nearbite/domain/phone';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Sheet } from '../../../shared/ui/sheet';

export interface AddressChooserProps {
  visible: boolean;
  addresses: readonly DeliveryAddressDto[] | undefined;
  loading: boolean;
  chosenId: string | null;
  /** Miles from the store to an address, and whether it is beyond the delivery radius. */
  reach: (address: DeliveryAddressDto) => { miles: number; beyond: boolean };
  onChoose: (address: DeliveryAddressDto) => void;
  onAdd: () => void;
  onEdit: (address: DeliveryAddressDto) => void;
  onClose: () => void;
}

/** The delivery-address chooser: saved addresses (choose or edit) and "Add address". */
export function AddressChooser({
  visible,
  addresses,
  loading,
  chosenId,
  reach,
  onChoose,
  onAdd,
  onEdit,
  onClose,
}: AddressChooserProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      className="nb-checkout-sheet"
      visible={visible}
      title={t('checkout.address.chooserTitle')}
      onClose={onClose}
      footer={
        <button type="button" className="nb-checkout-primary" onClick={onAdd}>
          {t('checkout.address.add')}
        </button>
      }
    >
      {loading ? (
        <p className="nb-checkout-empty" role="status">
          {t('common.loading')}
        </p>
      ) : !addresses || addresses.length === 0 ? (
        <p className="nb-checkout-empty">{t('checkout.address.none')}</p>
      ) : (
        <ul className="nb-address-list">
          {addresses.map((address) => {
            const { miles, beyond } = reach(address);
            return (
              <li key={address.id} className="nb-address-item">
                <button
                  type="button"
                  className="nb-option nb-address-choice"
                  aria-pressed={address.id === chosenId}
                  onClick={() => {
                    onChoose(address);
                    onClose();
                  }}
                >
                  <span className="nb-address-line">
                    {address.fullAddress}
                    {address.addressDetail ? `, ${address.addressDetail}` : ''}
                  </span>
                  <span className="nb-address-contact">
                    {address.userName} · {formatPhoneInput(address.phoneNumber)}
                    {address.isDefault ? ` · ${t('checkout.address.default')}` : ''}
                  </span>
                  <span className={beyond ? 'nb-address-reach nb-address-beyond' : 'nb-address-reach'}>
                    {beyond
                      ? t('checkout.address.beyond', { miles: milesText(miles) })
                      : t('checkout.address.miles', { miles: milesText(miles) })}
                  </span>
                </button>
                <button
                  type="button"
                  className="nb-link-button nb-address-edit"
                  aria-label={t('checkout.address.editNamed', { address: address.fullAddress })}
                  onClick={() => onEdit(address)}
                >
                  {t('checkout.address.edit')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Sheet>
  );
}
