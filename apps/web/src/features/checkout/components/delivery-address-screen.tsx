import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { nationalDigits } from '@nearbite/domain/phone';
import { useEffect, useState } from 'react';
import { useCheckoutTexts } from '../../../shared/i18n/checkout-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { goBack } from '../../../shared/lib/go-back';
import { useNavigate, useSearchParams } from '../../../shared/lib/history-router';
import { showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { ScreenHead } from '../../../shared/ui/screen-head';
import { useAddresses } from '../api';
import { addressFormOf, emptyAddressForm } from '../lib/address-form';
import { checkoutChoicesStore } from '../lib/checkout-choices';
import { storePageOrHome } from '../lib/leave-checkout';
import type { PointPickerMap } from '../lib/map-slots';
import { useCheckoutSession } from '../use-checkout-session';
import { AddressForm } from './address-form';
import './checkout.css';

export interface DeliveryAddressScreenProps {
  /** The map of the address picker. */
  PickerMap: PointPickerMap;
  /** Where the picker opens when no address is picked yet (the diner's location). */
  fallbackCenter: GeoPoint;
  onLogin: () => void;
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
  const leave = () => goBack(navigate, storePageOrHome(checkoutChoicesStore.active()));
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
      <ScreenHead
        title={title}
        backLabel={t('checkout.back')}
        onBack={leave}
        className="nb-checkout-screen-head"
      />
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
