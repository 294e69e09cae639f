import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LocationIcon } from '../../../shared/ui/icons';
import type { GeolocationFailure } from '../lib/geolocation';
import type { ChosenLocation } from '../lib/location-store';
import './location.css';

export interface UseMyLocationProps {
  onLocated: (location: ChosenLocation) => void;
  className?: string;
}

/**
 * "Use my location": asks the browser for the position (only on this tap), names it, and hands it
 * over. Refused, failed, timed out and unsupported each show their own message under the button.
 */
export function UseMyLocation({ onLocated, className }: UseMyLocationProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<GeolocationFailure | null>(null);

  const onClick = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    // The position code loads on the first tap (home shows this button only without a location).
    const { locateDevice } = await import('../lib/locate');
    try {
      onLocated(await locateDevice());
    } catch (error) {
      // A GeolocationError carries the reason; anything else counts as failed.
      setFailure((error as { reason?: GeolocationFailure } | null)?.reason ?? 'failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={className ? `nb-use-location ${className}` : 'nb-use-location'}>
      <button
        type="button"
        className="nb-use-location-button"
        onClick={() => void onClick()}
        aria-busy={pending}
        disabled={pending}
      >
        <LocationIcon aria-hidden="true" />
        <span>{pending ? t('location.locating') : t('location.useMine')}</span>
      </button>
      <p className="nb-use-location-error" role="alert">
        {failure ? t(`location.geo.${failure}`) : null}
      </p>
    </div>
  );
}
