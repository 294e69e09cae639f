import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../shared/lib/browser-storage';
import { paths } from '../../../shared/lib/paths';
import { AppLink } from '../../../shared/ui/app-link';
import { LocationIcon } from '../../../shared/ui/icons';
import './location-line.css';

/** Session-storage key of the chosen location (the specification's client state). */
const LOCATION_STORAGE_KEY = 'location';

function storedAddress(): string | null {
  try {
    const raw = sessionStore.getItem(LOCATION_STORAGE_KEY);
    const address = raw ? (JSON.parse(raw) as { address?: unknown }).address : null;
    return typeof address === 'string' && address.trim().length > 0 ? address : null;
  } catch {
    return null;
  }
}

/** The home header's location: the chosen address, or a link to choose one. Both open /location. */
export function LocationLine() {
  const { t } = useTranslation();
  const address = storedAddress();
  return (
    <AppLink className="nb-location-line" to={paths.location}>
      <LocationIcon className="nb-location-icon" />
      {address ? (
        <>
          <span className="nb-visually-hidden">{t('home.deliverTo')}: </span>
          <span className="nb-location-address">{address}</span>
        </>
      ) : (
        <span>{t('home.chooseLocation')}</span>
      )}
    </AppLink>
  );
}
