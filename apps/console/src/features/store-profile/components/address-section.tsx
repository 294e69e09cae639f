import type { StoreProfileDto } from '@nearbite/contract/console-store-profile';
import { useId, useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useAddressPoint, useAddressSuggestions, useUpdateProfile } from '../api';
import { storeProfileTexts } from '../texts';

/** A pin on a plain panel: map tiles cannot load here, so the coordinates diners are given are shown. */
function PinPanel({ latitude, longitude }: { latitude: number; longitude: number }) {
  const t = useTexts(storeProfileTexts);
  const label = fill(t.pinAt, { lat: latitude.toFixed(5), lng: longitude.toFixed(5) });
  return (
    <figure className="nc-map-panel">
      <div className="nc-map-pin" role="img" aria-label={label}>
        <span className="nc-map-pin-mark" aria-hidden="true" />
      </div>
      <figcaption>
        <strong>{label}</strong>
        <span className="nc-muted"> {t.mapNote}</span>
      </figcaption>
    </figure>
  );
}

/** The store's address: type, pick a suggestion, check its pin, save; the point and ZIP come from the geocoder. */
export function AddressSection({ profile, canEdit }: { profile: StoreProfileDto; canEdit: boolean }) {
  const t = useTexts(storeProfileTexts);
  const errorText = useErrorText();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const suggestions = useAddressSuggestions(picked ? '' : typed);
  const point = useAddressPoint(picked);
  const update = useUpdateProfile(profile.businessId);
  const shown = point.data ?? profile;
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-address-title">
      <h2 id="nc-address-title" className="nc-section-title">
        {t.addressTitle}
      </h2>
      <p>
        <span className="nc-field-label">{t.currentAddress}: </span>
        {profile.fullAddress}
      </p>
      {canEdit ? (
        <>
          <TextField
            label={t.searchAddress}
            value={typed}
            autoComplete="off"
            onChange={(value) => {
              setTyped(value);
              setPicked(null);
            }}
          />
          {suggestions.data && !picked ? (
            <ul className="nc-suggestions" id={listId} aria-label={t.suggestions}>
              {suggestions.data.length === 0 ? <li className="nc-muted">{t.noSuggestions}</li> : null}
              {suggestions.data.map((address) => (
                <li key={address}>
                  <Button size="small" variant="ghost" onClick={() => setPicked(address)}>
                    {address}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {point.data ? <p>{point.data.address}</p> : null}
      <PinPanel latitude={shown.latitude} longitude={shown.longitude} />
      {point.error || update.error ? (
        <p className="nc-alert" role="alert">
          {errorText(point.error ?? update.error)}
        </p>
      ) : null}
      {picked && point.data ? (
        <Button
          variant="primary"
          busy={update.isPending}
          onClick={() =>
            update.mutate(
              { address: picked },
              {
                onSuccess: () => {
                  showToast('success', t.saved);
                  setTyped('');
                  setPicked(null);
                },
              },
            )
          }
        >
          {t.useAddress}
        </Button>
      ) : null}
    </section>
  );
}
