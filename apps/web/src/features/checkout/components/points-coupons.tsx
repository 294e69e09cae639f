import { CART_REDEEM_COUPONS_SHOWN } from '@nearbite/domain/points-programme';
import { Suspense, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePointsCoupons } from '../../../shared/lib/points-coupons-api';
import { PointsCouponList } from '../../../shared/ui/points-coupon-list';

export interface PointsCouponsProps {
  businessId: string;
  /** Whether the store's points programme runs now (no list otherwise). */
  programmeOn: boolean;
  signedIn: boolean;
  /** The diner's points at the store; null while unknown. */
  curPoints: number | null;
  onLogin: () => void;
}

/**
 * The cart's coupons for points (specification 001 sections 2 and 4): the store's coupons that are not
 * sold out, 2 until More is tapped. Exchanging needs a signed-in diner and a confirmation; the coupon
 * then lands in the wallet, so the coupon row above offers it for this order.
 */
export function PointsCoupons({ businessId, programmeOn, signedIn, curPoints, onLogin }: PointsCouponsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const coupons = usePointsCoupons(businessId, programmeOn);
  const list = coupons.data?.coupons ?? [];
  // A list that failed to load leaves the cart as it was: the points screen is where that is reported.
  if (!programmeOn || list.length === 0) return null;
  return (
    <section className="nb-checkout-block nb-points-coupons-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="nb-checkout-block-title">
        {t('checkout.pointsCoupons.title')}
        {signedIn && curPoints !== null ? (
          <span className="nb-checkout-block-figure">
            {t('checkout.points.balance', { points: curPoints, count: curPoints })}
          </span>
        ) : null}
      </h3>
      {!signedIn ? (
        <button type="button" className="nb-link-button" onClick={onLogin}>
          {t('checkout.pointsCoupons.signIn')}
        </button>
      ) : null}
      {/* The list's texts load with it; the rest of checkout does not wait for them. */}
      <Suspense fallback={null}>
        <PointsCouponList
          businessId={businessId}
          coupons={list}
          curPoints={signedIn ? curPoints : null}
          signedIn={signedIn}
          onLogin={onLogin}
          shown={CART_REDEEM_COUPONS_SHOWN}
          successText={t('checkout.pointsCoupons.exchanged')}
        />
      </Suspense>
    </section>
  );
}
