import './antd-setup';
import type { PointsCouponDto } from '@nearbite/contract/points';
import { visibleCoupons } from '@nearbite/domain/points-programme';
import Dialog from 'antd-mobile/es/components/dialog';
import { useId, useState } from 'react';
import { usePointsTexts } from '../i18n/points-texts';
import { useTranslation } from '../i18n/use-translation';
import { couponValue } from '../lib/coupon-value';
import { showError, showNotice } from '../lib/notify';
import { couponCondition } from '../lib/points-coupon-text';
import { useExchangeCoupon } from '../lib/points-coupons-api';
import './points-coupon-list.css';

export interface PointsCouponListProps {
  businessId: string;
  coupons: readonly PointsCouponDto[];
  /** The diner's balance at the store; null while unknown (signed out, or not loaded yet). */
  curPoints: number | null;
  signedIn: boolean;
  /** Opens the sign-in dialog (exchanging needs a signed-in diner). */
  onLogin: () => void;
  /** Coupons shown until More is tapped; null lists them all. */
  shown?: number | null;
  /** What the success notice says (the points screen's by default). */
  successText?: string;
}

function CouponRow({
  coupon,
  onExchange,
  busy,
}: {
  coupon: PointsCouponDto;
  onExchange: (coupon: PointsCouponDto) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const value = couponValue(coupon, i18n.language);
  return (
    <li className="nb-points-coupon">
      <div className="nb-points-coupon-text">
        <strong className="nb-points-coupon-value">{value}</strong>
        <span>{coupon.name}</span>
        <span className="nb-points-coupon-muted">{couponCondition(coupon, t)}</span>
        {coupon.stockNumber !== null ? (
          <span className="nb-points-coupon-muted">
            {t('points.mine.stockLeft', { count: coupon.stockNumber })}
          </span>
        ) : null}
        {coupon.expiresToday ? (
          <span className="nb-points-coupon-warn">{t('points.mine.expiresToday')}</span>
        ) : null}
      </div>
      <div className="nb-points-coupon-side">
        <span className="nb-points-coupon-points">
          {t('points.mine.needs', { points: coupon.requiredPoints, count: coupon.requiredPoints })}
        </span>
        <button
          type="button"
          className="nb-points-coupon-exchange"
          aria-label={t('points.mine.exchangeNamed', {
            coupon: value,
            points: coupon.requiredPoints,
            count: coupon.requiredPoints,
          })}
          disabled={busy}
          onClick={() => onExchange(coupon)}
        >
          {t('points.mine.exchange')}
        </button>
      </div>
    </li>
  );
}

/**
 * A store's coupons for points with their Exchange buttons, for the points screen and the cart. Exchanging
 * asks a signed-out diner to sign in, refuses a balance that falls short (a notice, nothing spent), and
 * otherwise asks for confirmation first; the server's refusals (sold out, not enough points) show as their
 * translated coded messages. With `shown` set, the rest folds behind More.
 */
export function PointsCouponList({
  businessId,
  coupons,
  curPoints,
  signedIn,
  onLogin,
  shown = null,
  successText,
}: PointsCouponListProps) {
  usePointsTexts();
  const { t, i18n } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const exchange = useExchangeCoupon(businessId);
  const { visible, hidden } = visibleCoupons(coupons, shown, expanded);
  const foldable = shown !== null && coupons.length > shown;

  const onExchange = async (coupon: PointsCouponDto) => {
    if (!signedIn) return onLogin();
    // The balance is still loading: the server judges it (POINTS_NOT_ENOUGH) rather than guessing here.
    if (curPoints !== null && curPoints < coupon.requiredPoints) {
      return void showNotice(t('points.mine.notEnough'), 'fail');
    }
    const confirmed = await Dialog.confirm({
      title: t('points.mine.confirmTitle'),
      content: t('points.mine.confirm', {
        points: coupon.requiredPoints,
        count: coupon.requiredPoints,
        coupon: couponValue(coupon, i18n.language),
      }),
      confirmText: t('points.mine.exchange'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    exchange.mutate(coupon.id, {
      onSuccess: () => void showNotice(successText ?? t('points.mine.success'), 'success'),
      onError: (error) => void showError(error),
    });
  };

  return (
    <>
      <ul className="nb-points-coupons" id={listId}>
        {visible.map((coupon) => (
          <CouponRow
            key={coupon.id}
            coupon={coupon}
            busy={exchange.isPending}
            onExchange={(chosen) => void onExchange(chosen)}
          />
        ))}
      </ul>
      {foldable ? (
        <button
          type="button"
          className="nb-points-coupons-more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('points.list.less') : t('points.list.more', { count: hidden })}
        </button>
      ) : null}
    </>
  );
}
