import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { Suspense, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Sheet } from '../../../shared/ui/sheet';
import type { PointPickerMap } from '../lib/map-slots';
import { useAddressPicker } from '../use-address-picker';

/** A place picked on the map: its point and its address line. */
export interface PickedPlace {
  point: GeoPoint;
  address: string;
}

export interface AddressPickerProps {
  visible: boolean;
  /** Where the map opens: the address already picked, else the diner's location. */
  initial: PickedPlace | null;
  fallbackCenter: GeoPoint;
  PickerMap: PointPickerMap;
  onPick: (place: PickedPlace) => void;
  onClose: () => void;
}

/**
 * The address picker: an autocomplete box (a suggestion is geocoded and the map moves there) and a map
 * with a pin at its centre (moving it names the point by reverse geocoding); "Use this address" keeps it.
 */
export function AddressPicker({
  visible,
  initial,
  fallbackCenter,
  PickerMap,
  onPick,
  onClose,
}: AddressPickerProps) {
  const { t } = useTranslation();
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const {
    text,
    setText,
    setOpen,
    candidate,
    center,
    busy,
    message,
    items,
    chooseSuggestion,
    pickPoint,
    onSubmit,
  } = useAddressPicker(initial, fallbackCenter);

  return (
    <Sheet
      className="nb-checkout-sheet"
      visible={visible}
      title={t('checkout.addressForm.pickerTitle')}
      onClose={onClose}
      footer={
        <>
          <p className="nb-picker-chosen" aria-live="polite">
            {busy
              ? t('checkout.addressForm.finding')
              : (candidate?.address ?? t('checkout.addressForm.pickerHint'))}
          </p>
          <button
            type="button"
            className="nb-checkout-primary"
            disabled={!candidate || busy}
            onClick={() => {
              if (!candidate) return;
              onPick(candidate);
              onClose();
            }}
          >
            {t('checkout.addressForm.useAddress')}
          </button>
        </>
      }
    >
      <search className="nb-picker-search">
        <form onSubmit={onSubmit}>
          <label className="nb-visually-hidden" htmlFor={inputId}>
            {t('checkout.addressForm.searchLabel')}
          </label>
          <input
            id={inputId}
            className="nb-checkout-input"
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            placeholder={t('checkout.addressForm.searchPlaceholder')}
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          />
          <div
            id={listId}
            className="nb-picker-suggestions"
            role="listbox"
            aria-label={t('checkout.addressForm.suggestions')}
            hidden={items.length === 0}
          >
            {items.map((item) => (
              <div
                key={item}
                role="option"
                tabIndex={-1}
                aria-selected={false}
                className="nb-picker-suggestion"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void chooseSuggestion(item)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void chooseSuggestion(item);
                }}
              >
                {item}
              </div>
            ))}
          </div>
        </form>
        {message ? (
          <p className="nb-checkout-hint" role="alert">
            {message}
          </p>
        ) : null}
      </search>
      <div className="nb-checkout-map nb-picker-map">
        <Suspense fallback={<div className="nb-checkout-map-loading" />}>
          <PickerMap center={center} onPick={(point) => void pickPoint(point)} />
        </Suspense>
      </div>
    </Sheet>
  );
}
