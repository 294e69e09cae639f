import type { BusinessSummaryDto } from '@nearbite/contract/businesses';
import { IMAGE_WIDTH_WIDE } from '@nearbite/domain/discovery';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AppLink } from '../../../shared/ui/app-link';
import { sizedImage } from '../lib/image-url';
import { storePageUrl } from '../lib/store-link';
import './recommendation-carousel.css';

export interface RecommendationCarouselProps {
  businesses: BusinessSummaryDto[] | undefined;
  loading: boolean;
}

/**
 * Promoted stores as swipeable banners (750 wide): a CSS scroll-snap row of links, no script and no
 * carousel library, so it costs the home route nothing. Hidden when there is nothing to promote.
 */
export function RecommendationCarousel({ businesses, loading }: RecommendationCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (loading) return <div className="nb-recommend-placeholder" aria-hidden="true" />;
  if (!businesses || businesses.length === 0) return null;
  return (
    <section className="nb-recommend" aria-labelledby={headingId}>
      <h2 id={headingId} className="nb-section-title nb-recommend-title">
        {t('stores.recommended')}
      </h2>
      <ul className="nb-recommend-track">
        {businesses.map((business, index) => {
          const banner = sizedImage(business.images[0] ?? business.logo, IMAGE_WIDTH_WIDE);
          return (
            <li key={business.id} className="nb-recommend-slide">
              <AppLink className="nb-recommend-link" to={storePageUrl(business.id)}>
                {banner ? (
                  <img
                    className="nb-recommend-image"
                    src={banner}
                    alt=""
                    width={750}
                    height={375}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : null}
                <span className="nb-recommend-name">{business.name}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
