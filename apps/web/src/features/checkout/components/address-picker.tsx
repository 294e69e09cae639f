import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { ApiError } from '../../../shared/lib/api-client';
import { showError } from '../../../shared/lib/notify';
import { Sheet } from '../../../shared/ui/sheet';
import { geocode, reverseGeocode, useAddressSuggestions } from '../api';
import type { PointPickerMap } from '../lib/map-slots';

/** Suggestions are asked once typing pauses this long. */
const SUGGEST_DELAY_MS = 300;

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

const coordinatesText = ({ latitude, longitude }: GeoPoint) =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

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
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [candidate, setCandidate] = useState<PickedPlace | null>(initial);
  const [center, setCenter] = useState<GeoPoint>(initial?.point ?? fallbackCenter);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const sequence = useRef(0);
  const debounced = useDebouncedValue(text, SUGGEST_DELAY_MS);
  const suggestions = useAddressSuggestions(debounced);
  const items = open && text.trim().length >= 2 ? (suggestions.data ?? []) : [];

  const chooseSuggestion = async (address: string) => {
    const value = address.trim();
    if (!value) return;
    const seq = ++sequence.current;
    setText(value);
    setOpen(false);
    setBusy(true);
    setMessage(null);
    try {
      const place = await geocode(value);
      if (seq !== sequence.current) return;
      const point = { latitude: place.latitude, longitude: place.longitude };
      setCandidate({ point, address: place.address || value });
      setCenter(point);
    } catch (error) {
      if (seq !== sequence.current) return;
      if (error instanceof ApiError && error.status === 404) setMessage(t('checkout.addressForm.notFound'));
      else void showError(error);
    } finally {
      if (seq === sequence.current) setBusy(false);
    }
  };

  const pickPoint = async (point: GeoPoint) => {
    const seq = ++sequence.current;
    setCenter(point);
    setBusy(true);
    setMessage(null);
    let address = coordinatesText(point);
    try {
      address = (await reverseGeocode(point)).address || address;
    } catch {
      // The point stays usable, named by its coordinates.
    }
    if (seq !== sequence.current) return;
    setCandidate({ point, address });
    setBusy(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void chooseSuggestion(text);
  };

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
