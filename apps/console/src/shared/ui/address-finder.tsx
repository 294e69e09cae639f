import type { PlaceDto } from '@nearbite/contract/location';
import { useState } from 'react';
import { addressTexts } from '../i18n/address-texts';
import { useErrorText } from '../i18n/error-texts';
import { fill, useTexts } from '../i18n/texts';
import { useGeocode } from '../lib/geocode-api';
import { Button } from './button';
import { TextField } from './text-field';

/** An address typed, found by the geocoder, and shown with the point the store will be pinned at. */
export function AddressFinder({
  place,
  onFound,
}: {
  place: PlaceDto | null;
  onFound: (place: PlaceDto) => void;
}) {
  const t = useTexts(addressTexts);
  const errorText = useErrorText();
  const geocode = useGeocode();
  const [address, setAddress] = useState(place?.address ?? '');
  return (
    <div className="nc-stack">
      <div className="nc-form-row">
        <TextField label={t.address} value={address} onChange={setAddress} maxLength={200} />
        <Button
          busy={geocode.isPending}
          disabled={address.trim().length === 0}
          onClick={() => {
            const typed = address.trim();
            // The store keeps the address as typed; the geocoder gives its point (and may know only the city).
            geocode.mutate(typed, { onSuccess: (found) => onFound({ ...found, address: typed }) });
          }}
        >
          {t.findAddress}
        </Button>
      </div>
      {place ? (
        <p className="nc-note" role="status">
          {place.address} ·{' '}
          {fill(t.addressFound, {
            latitude: place.latitude.toFixed(5),
            longitude: place.longitude.toFixed(5),
          })}
        </p>
      ) : null}
      {geocode.error ? (
        <p className="nc-alert" role="alert">
          {errorText(geocode.error)}
        </p>
      ) : null}
    </div>
  );
}
