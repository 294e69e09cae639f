import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { AppLink } from '../../../shared/ui/app-link';
import { LocationIcon } from '../../../shared/ui/icons';
import { useChosenLocation } from '../lib/use-chosen-location';
import './location-line.css';

/** The home header's location: the chosen address, or a link to choose one. Both open /location. */
export function LocationLine() {
  const { t } = useTranslation();
  const address = useChosenLocation()?.address.trim();
  return (
    <AppLink className="nb-location-line" to={paths.location}>
      <LocationIcon className="nb-location-icon" />
      {address ? (
        <>
          <span className="nb-visually-hidden">
            {t('home.deliverTo')}
            {t('common.labelSeparator')}
          </span>
          <span className="nb-location-address">{address}</span>
        </>
      ) : (
        <span>{t('home.chooseLocation')}</span>
      )}
    </AppLink>
  );
}
