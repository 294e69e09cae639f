import type { BusinessSummaryDto } from '@nearbite/contract/businesses';
import { IMAGE_WIDTH_LIST } from '@nearbite/domain/discovery';
import { milesText } from '@nearbite/domain/money-text';
import { storeLabel } from '@nearbite/domain/store-status';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AppLink } from '../../../shared/ui/app-link';
import { sizedImage } from '../lib/image-url';
import { storeLabelText } from '../lib/store-card';
import { storePageUrl } from '../lib/store-link';
import './store-card.css';

/** A small card for the map's store strip: logo, name (the link), label and distance. */
export function CompactStoreCard({ business }: { business: BusinessSummaryDto }) {
  const { t } = useTranslation();
  const label = storeLabel(business);
  const logo = sizedImage(business.logo, IMAGE_WIDTH_LIST);
  return (
    <div className={label === 'closed' ? 'nb-store-compact nb-store-closed' : 'nb-store-compact'}>
      {logo ? (
        <img className="nb-store-logo" src={logo} alt="" width={56} height={56} decoding="async" />
      ) : (
        <span className="nb-store-logo nb-store-logo-empty" aria-hidden="true">
          {business.name.slice(0, 1)}
        </span>
      )}
      <div className="nb-store-body">
        <AppLink className="nb-store-link nb-store-name" to={storePageUrl(business.id)}>
          {business.name}
        </AppLink>
        <p className="nb-store-meta">
          <span className={`nb-store-label nb-store-label-${label}`}>
            {storeLabelText(t, business, label)}
          </span>
          <span>{t('stores.miles', { miles: milesText(business.distance) })}</span>
        </p>
      </div>
    </div>
  );
}
