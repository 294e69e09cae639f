import type { CouponDto } from '@nearbite/contract/coupons';
import { appLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { couponValue } from '../../../shared/lib/coupon-value';
import { couponConditions, type Translate } from '../lib/coupon-text';

/** The gift's coupons: value ("$5 off", "15% off up to $8", "Free delivery"), name and conditions. */
export function CouponList({ coupons }: { coupons: readonly CouponDto[] }) {
  const { t } = useTranslation();
  const translate: Translate = (key, values) => t(key, values ?? {});
  return (
    <ul className="nb-gift-coupons">
      {coupons.map((coupon) => (
        <li key={coupon.id} className="nb-gift-coupon">
          <span className="nb-gift-coupon-value">{couponValue(coupon, appLanguage)}</span>
          <span className="nb-gift-coupon-name">{coupon.name}</span>
          <span className="nb-gift-coupon-conditions">
            {couponConditions(coupon, translate, appLanguage).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
