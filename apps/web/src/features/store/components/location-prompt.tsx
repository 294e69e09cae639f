import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { AppLink } from '../../../shared/ui/app-link';

export interface LocationPromptProps {
  onDismiss: () => void;
}

/**
 * Asks a diner without a chosen location to set one, so the store can show its distance and the delivery
 * fee to the diner's address. A notice in the page, not a modal: the menu stays usable.
 */
export function LocationPrompt({ onDismiss }: LocationPromptProps) {
  const { t } = useTranslation();
  return (
    <section className="nb-shop-location" aria-label={t('store.locationPromptLabel')}>
      <p className="nb-shop-location-text">{t('store.locationPrompt')}</p>
      <div className="nb-shop-location-actions">
        <AppLink className="nb-shop-location-set" to={paths.location}>
          {t('store.locationSet')}
        </AppLink>
        <button type="button" className="nb-shop-location-dismiss" onClick={onDismiss}>
          {t('store.locationDismiss')}
        </button>
      </div>
    </section>
  );
}
