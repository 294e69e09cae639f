import '../../../shared/ui/antd-setup';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { discountLabel } from '@nearbite/domain/discount-label';
import { BANNER_AUTOPLAY_MS } from '@nearbite/domain/ordering-limits';
import Swiper from 'antd-mobile/es/components/swiper';
import { useLayoutEffect } from 'react';
import { appLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { removeStoreShell } from '../../../shared/lib/store-shell';
import { BackIcon } from '../../../shared/ui/icons';
import { activityLabels } from '../lib/menu-rows';
import { closedNotice } from '../lib/store-info';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface StoreHeaderProps {
  detail: BusinessDetailDto;
  /** Null hides the back button (noBack=true). */
  onBack: (() => void) | null;
  onShowInfo: () => void;
  /** Opens the full-screen preview at a banner photo. */
  onPreview: (index: number) => void;
  /** Opens the points guide from the redeem label; null hides the label. */
  onShowPoints: (() => void) | null;
}

/**
 * Banner photos swiping every 3 s (a tap enlarges one), the back button, and the store's name, logo,
 * categories, notice, offers and the redeem-with-points label.
 */
export function StoreHeader({ detail, onBack, onShowInfo, onPreview, onShowPoints }: StoreHeaderProps) {
  const { t } = useTranslation();
  // The header's banner now covers the one the server drew: remove that before this frame paints.
  useLayoutEffect(removeStoreShell, []);
  const labels = activityLabels(detail.activities);
  const images = detail.images;
  return (
    <header className="nb-shop-header">
      <div className="nb-shop-banner">
        {images.length > 0 ? (
          <section aria-label={t('store.banner')} aria-roledescription="carousel">
            <Swiper
              autoplay={images.length > 1 && !reducedMotion()}
              autoplayInterval={BANNER_AUTOPLAY_MS}
              loop={images.length > 1}
              indicator={images.length > 1 ? undefined : false}
            >
              {images.map((image, index) => (
                <Swiper.Item key={image}>
                  <button
                    type="button"
                    className="nb-shop-banner-open"
                    aria-haspopup="dialog"
                    aria-label={t('store.viewPhoto', { index: index + 1, count: images.length })}
                    onClick={() => onPreview(index)}
                  >
                    <img
                      className="nb-shop-banner-image"
                      src={image}
                      alt=""
                      width={750}
                      height={360}
                      fetchPriority={index === 0 ? 'high' : undefined}
                    />
                  </button>
                </Swiper.Item>
              ))}
            </Swiper>
          </section>
        ) : (
          <div className="nb-shop-banner-empty" />
        )}
        {onBack ? (
          <button type="button" className="nb-shop-back" onClick={onBack}>
            <BackIcon />
            <span className="nb-visually-hidden">{t('store.back')}</span>
          </button>
        ) : null}
      </div>
      <div className="nb-shop-card">
        <div className="nb-shop-title-row">
          {detail.logo ? (
            <img
              className="nb-shop-logo"
              src={detail.logo}
              alt={t('store.logoAlt', { name: detail.name })}
              width={64}
              height={64}
            />
          ) : null}
          <div className="nb-shop-title">
            <h1 className="nb-shop-name">{detail.name}</h1>
            {detail.categorys.length > 0 ? (
              <p className="nb-shop-categories">
                {detail.categorys.map((category) => category.name).join(' · ')}
              </p>
            ) : null}
          </div>
          <button type="button" className="nb-shop-info-button" aria-haspopup="dialog" onClick={onShowInfo}>
            {t('store.infoButton')}
          </button>
        </div>
        {!detail.isOpen ? (
          <p className="nb-shop-closed" role="status">
            {closedNotice(t, detail)}
          </p>
        ) : null}
        {detail.announcement ? (
          <p className="nb-shop-announcement">
            <span className="nb-shop-announcement-label">{t('store.announcement')}</span>{' '}
            {detail.announcement}
          </p>
        ) : null}
        {labels.length > 0 ? (
          <ul className="nb-shop-activities" aria-label={t('store.activities')}>
            {labels.map((label) => {
              const discount = discountLabel(label.percentPaid, appLanguage);
              const text =
                label.orderTypes.length > 0
                  ? t('store.discountFor', {
                      discount,
                      types: label.orderTypes
                        .map((type) => t(`store.diningType.${type}`))
                        .join(t('store.listSeparator')),
                    })
                  : discount;
              return (
                <li key={label.id} className="nb-shop-activity">
                  <span className="nb-shop-discount-label">{text}</span>
                  <span className="nb-shop-activity-name">{label.describe ?? label.name}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {onShowPoints ? (
          <button type="button" className="nb-shop-redeem" aria-haspopup="dialog" onClick={onShowPoints}>
            {t('store.redeemLabel')}
          </button>
        ) : null}
      </div>
    </header>
  );
}
