import type { PickUpAddressDto } from '@nearbite/contract/store-config';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Sheet } from '../../../shared/ui/sheet';
import { pointOf } from '../lib/checkout-pricing';
import type { PlacesMap as PlacesMapComponent } from '../lib/map-slots';
import { hoursText } from '../lib/time-options';

export interface PickupAddressChooserProps {
  visible: boolean;
  addresses: readonly PickUpAddressDto[];
  chosenId: string | null;
  /** 0 = Sunday … 6 = Saturday, today in the store's time zone. */
  today: number;
  PlacesMap?: PlacesMapComponent;
  onChoose: (address: PickUpAddressDto) => void;
  onClose: () => void;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The store's pickup addresses on a map, each with its weekly pickup hours. */
export function PickupAddressChooser({
  visible,
  addresses,
  chosenId,
  today,
  PlacesMap,
  onChoose,
  onClose,
}: PickupAddressChooserProps) {
  const { t } = useTranslation();
  const [focusedId, setFocusedId] = useState(chosenId);
  const focused = addresses.find((address) => address.id === focusedId) ?? addresses[0];
  const places = addresses.map((address) => ({
    id: address.id,
    name: address.name,
    ...pointOf(address.location),
  }));
  return (
    <Sheet
      className="nb-checkout-sheet"
      visible={visible}
      title={t('checkout.pickup.chooserTitle')}
      onClose={onClose}
    >
      {PlacesMap && focused ? (
        <div className="nb-checkout-map">
          <Suspense fallback={<div className="nb-checkout-map-loading" />}>
            <PlacesMap
              center={pointOf(focused.location)}
              places={places}
              selectedId={focused.id}
              onSelect={setFocusedId}
              user={null}
            />
          </Suspense>
        </div>
      ) : null}
      <ul className="nb-address-list">
        {addresses.map((address) => (
          <li key={address.id} className="nb-address-item">
            <button
              type="button"
              className="nb-option nb-address-choice"
              aria-pressed={address.id === chosenId}
              onClick={() => {
                onChoose(address);
                onClose();
              }}
              onFocus={() => setFocusedId(address.id)}
            >
              <span className="nb-address-line">{address.name}</span>
              <span className="nb-address-contact">{address.address}</span>
              <span className="nb-address-reach">
                {address.asap ? t('checkout.pickup.asapOffered') : t('checkout.pickup.scheduledOnly')}
              </span>
            </button>
            <details className="nb-pickup-hours">
              <summary>{t('checkout.pickup.hours')}</summary>
              <dl>
                {WEEKDAYS.map((weekday) => (
                  <div
                    key={weekday}
                    className={weekday === today ? 'nb-hours-row nb-hours-today' : 'nb-hours-row'}
                  >
                    <dt>{t(`checkout.weekday.${weekday}`)}</dt>
                    <dd>{hoursText(address.pickupHours[weekday] ?? []) || t('checkout.pickup.closed')}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
