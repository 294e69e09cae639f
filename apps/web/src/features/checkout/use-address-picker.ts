import { ApiError } from '@nearbite/api-client/api-client';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { type FormEvent, useRef, useState } from 'react';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showError } from '../../shared/lib/notify';
import { geocode, reverseGeocode, useAddressSuggestions } from './api';
import type { PickedPlace } from './components/address-picker';

/** Suggestions are asked once typing pauses this long. */
const SUGGEST_DELAY_MS = 300;

const coordinatesText = ({ latitude, longitude }: GeoPoint) =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/**
 * The picker's state: the typed text and its suggestions, the candidate place and the map's centre. A
 * suggestion is geocoded, a moved pin reverse geocoded; only the latest of them may answer.
 */
export function useAddressPicker(initial: PickedPlace | null, fallbackCenter: GeoPoint) {
  const { t } = useTranslation();
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

  return {
    text,
    setText,
    open,
    setOpen,
    candidate,
    center,
    busy,
    message,
    items,
    chooseSuggestion,
    pickPoint,
    onSubmit,
  };
}
