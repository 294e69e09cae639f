import type { BusinessSummaryDto } from '@nearbite/contract/businesses';
import { dollars } from '@nearbite/domain/money-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AppLink } from '../../../shared/ui/app-link';

type Commodity = NonNullable<BusinessSummaryDto['commodities']>[number];

export interface CommodityListProps {
  commodities: readonly Commodity[] | undefined;
  /** Sizes a thumbnail URL (width 300). */
  thumbnail: (url: string | null) => string | null;
  /** Where tapping a dish goes: its store's page. */
  storeUrl: string;
}

/** A search result's matching dishes: thumbnail, name and price in dollars; each opens the store. */
export function CommodityList({ commodities, thumbnail, storeUrl }: CommodityListProps) {
  const { t } = useTranslation();
  if (!commodities || commodities.length === 0) return null;
  return (
    <ul className="nb-commodities" aria-label={t('search.matchingDishes')}>
      {commodities.map((commodity) => {
        const image = thumbnail(commodity.thumbnail);
        return (
          <li key={commodity.id}>
            <AppLink className="nb-commodity" to={storeUrl}>
              {image ? (
                <img
                  className="nb-commodity-image"
                  src={image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className="nb-commodity-name">{commodity.name}</span>
              <span className="nb-commodity-price">{dollars(commodity.price)}</span>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
