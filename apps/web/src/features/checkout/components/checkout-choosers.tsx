import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { PickUpAddressDto } from '@nearbite/contract/store-config';
import type { OrderType } from '@nearbite/domain/order-type';
import { localTimeAt } from '@nearbite/domain/store-status';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { timeEmptyKey } from '../lib/checkout-panel-view';
import type { PlacesMap } from '../lib/map-slots';
import type { CheckoutPanelModel } from '../use-checkout-panel';
import { AddressChooser } from './address-chooser';
import { CouponChooser } from './coupon-chooser';
import { PickupAddressChooser } from './pickup-address-chooser';
import { TimeChooser } from './time-chooser';

export interface CheckoutChoosersProps {
  model: CheckoutPanelModel;
  business: BusinessDetailDto;
  orderType: OrderType;
  PlacesMap?: PlacesMap;
}

/** The sheets the panel's rows open: address, pickup address, time and coupon. */
export function CheckoutChoosers({ model, business, orderType, PlacesMap }: CheckoutChoosersProps) {
  const { t } = useTranslation();
  const { state, chooser, setChooser, update, addresses, coupons, goTo, reach } = model;
  const close = () => setChooser(null);
  const chooseAddress = (address: DeliveryAddressDto) =>
    update({ addressId: address.id, hostOn: false, timeType: 'default', time: null });
  const choosePickup = (address: PickUpAddressDto) => update({ pickupAddressId: address.id, time: null });
  return (
    <>
      <AddressChooser
        visible={chooser === 'address'}
        addresses={addresses.data}
        loading={addresses.isPending}
        chosenId={state.toHost ? null : (state.address?.id ?? null)}
        reach={reach}
        onChoose={chooseAddress}
        onAdd={() => goTo(paths.deliveryAddress)}
        onEdit={(address) => goTo(`${paths.deliveryAddress}?addressIndex=${address.index}`)}
        onClose={close}
      />
      {orderType === 'pickup' ? (
        <PickupAddressChooser
          visible={chooser === 'pickup'}
          addresses={business.pickUpAddresses}
          chosenId={state.pickupAddress?.id ?? null}
          today={localTimeAt(business.address.timeZone, model.now).weekday}
          PlacesMap={PlacesMap}
          onChoose={choosePickup}
          onClose={close}
        />
      ) : null}
      {orderType !== 'dineIn' ? (
        <TimeChooser
          key={`${orderType}-${state.toHost}-${state.pickupAddress?.id ?? ''}`}
          visible={chooser === 'time'}
          title={orderType === 'delivery' ? t('checkout.time.deliveryTitle') : t('checkout.time.pickupTitle')}
          slots={state.slots}
          timeZone={business.address.timeZone}
          value={state.time}
          emptyMessage={t(timeEmptyKey(orderType, state))}
          onChoose={(time) => update({ time })}
          onClose={close}
        />
      ) : null}
      <CouponChooser
        visible={chooser === 'coupon'}
        entries={state.couponEntries}
        chosenId={state.coupon?.coupon.userCouponId ?? null}
        loading={coupons.isPending}
        onChoose={(couponId) => update({ couponId })}
        onClose={close}
      />
    </>
  );
}
