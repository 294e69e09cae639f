import type { CouponDto } from '@nearbite/contract/coupons';
import type { ReactNode } from 'react';
import { appLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { couponValue } from '../../../shared/lib/coupon-value';
import { couponConditions, type Translate } from '../lib/coupon-text';

export interface CouponCardProps {
  coupon: CouponDto;
  /** How long it is valid, already worded. */
  validity: string | null;
  /** A short state badge ("Expires today", "Claimed"). */
  badge?: { text: string; urgent?: boolean } | null;
  /** Buttons on the card's right (Use). */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** Translate with optional values, in the shape the wording helpers take. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key, values) => t(key, values ?? {});
}

/** One coupon as a ticket: value on the left, name, conditions, validity and store on the right. */
export function CouponCard({ coupon, validity, badge, action, headingLevel = 'h3' }: CouponCardProps) {
  const t = useTranslate();
  const Heading = headingLevel;
  const store = coupon.business ? coupon.business.name : t('coupons.platform');
  return (
    <article className="nb-coupon-card">
      <div className="nb-coupon-value">
        <span className="nb-coupon-amount">{couponValue(coupon, appLanguage)}</span>
        <span className="nb-coupon-type">{t(`coupons.type.${coupon.couponType}`)}</span>
      </div>
      <div className="nb-coupon-body">
        <Heading className="nb-coupon-name">{coupon.name}</Heading>
        <ul className="nb-coupon-facts">
          {couponConditions(coupon, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
          {validity ? <li>{validity}</li> : null}
          <li>
            <span className="nb-visually-hidden">
              {t('coupons.store')}
              {t('common.labelSeparator')}
            </span>
            {store}
          </li>
        </ul>
        {badge || action ? (
          <div className="nb-coupon-foot">
            {badge ? (
              <span className={badge.urgent ? 'nb-coupon-badge nb-coupon-badge-urgent' : 'nb-coupon-badge'}>
                {badge.text}
              </span>
            ) : (
              <span />
            )}
            {action}
          </div>
        ) : null}
      </div>
    </article>
  );
}
