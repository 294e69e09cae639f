import '../../../shared/ui/antd-setup';
import type { PointsCouponDto } from '@nearbite/contract/points';
import { parseCurPoint, progressTiers } from '@nearbite/domain/points-programme';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePointsTexts } from '../../../shared/i18n/points-texts';
import { showError, showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { useExchangeCoupon, usePointsBalance, usePointsContent, usePointsCoupons } from '../api';
import { couponCondition, couponValue } from '../lib/coupon-text';
import { FirstTimeGuide } from './points-guide';
import { PointsHead, PointsMessage } from './points-head';
import { ProgressBar } from './progress-bar';
import '../points.css';

interface MineProps {
  onLogin: () => void;
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
  const value = couponValue(coupon, t, i18n.language);
  return (
    <li className="nb-points-coupon">
      <div className="nb-points-coupon-text">
        <strong className="nb-points-coupon-value">{value}</strong>
        <span>{coupon.name}</span>
        <span className="nb-points-muted">{couponCondition(coupon, t)}</span>
        {coupon.stockNumber !== null ? (
          <span className="nb-points-muted">{t('points.mine.stockLeft', { count: coupon.stockNumber })}</span>
        ) : null}
        {coupon.expiresToday ? <span className="nb-points-warn">{t('points.mine.expiresToday')}</span> : null}
      </div>
      <div className="nb-points-coupon-side">
        <span className="nb-points-coupon-points">
          {t('points.mine.needs', { points: coupon.requiredPoints, count: coupon.requiredPoints })}
        </span>
        <button
          type="button"
          className="nb-points-primary nb-points-small"
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

function MineBody({ businessId, curPoint, onLogin }: MineProps & { businessId: string; curPoint: number }) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const balance = usePointsBalance(businessId, user !== null);
  const coupons = usePointsCoupons(businessId);
  const content = usePointsContent(businessId);
  const exchange = useExchangeCoupon(businessId);
  const points = balance.data?.curPoints ?? curPoint;
  const goods = content.data?.exchangeRules.commodities ?? [];
  const couponList = coupons.data?.coupons ?? [];
  const tiers = progressTiers([...couponList, ...goods].map((item) => item.requiredPoints));
  const query = `businessId=${encodeURIComponent(businessId)}`;

  useEffect(() => {
    if (coupons.isError) void showNotice(t('points.mine.couponsFailed'), 'fail');
  }, [coupons.isError, t]);

  const onExchange = async (coupon: PointsCouponDto) => {
    if (!user) return onLogin();
    if (points < coupon.requiredPoints) return void showNotice(t('points.mine.notEnough'), 'fail');
    const confirmed = await Dialog.confirm({
      title: t('points.mine.confirmTitle'),
      content: t('points.mine.confirm', {
        points: coupon.requiredPoints,
        count: coupon.requiredPoints,
        coupon: couponValue(coupon, t, i18n.language),
      }),
      confirmText: t('points.mine.exchange'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    exchange.mutate(coupon.id, {
      onSuccess: () => void showNotice(t('points.mine.success'), 'success'),
      onError: (error) => void showError(error),
    });
  };

  return (
    <>
      <section className="nb-points-balance" aria-labelledby="nb-points-balance-title">
        <h2 id="nb-points-balance-title" className="nb-points-muted-title">
          {content.data?.business.name ?? t('points.mine.balance')}
        </h2>
        <p className="nb-points-balance-value" data-testid="points-balance" aria-live="polite">
          {t('points.pointsValue', { points, count: points })}
        </p>
        <ProgressBar curPoints={points} tiers={tiers} />
      </section>
      <nav className="nb-points-links">
        <AppLink to={`${paths.integralDescribe}?${query}`}>{t('points.mine.howItWorks')}</AppLink>
        <AppLink to={`${paths.integralCovers}?${query}`}>{t('points.mine.history')}</AppLink>
        <AppLink to={`${paths.integralDetails}?${query}`}>{t('points.mine.statement')}</AppLink>
      </nav>
      <section className="nb-points-section" aria-labelledby="nb-points-coupons-title">
        <h2 id="nb-points-coupons-title" className="nb-points-section-title">
          {t('points.mine.coupons')}
        </h2>
        {coupons.isError ? (
          <p className="nb-points-muted">{t('points.mine.couponsFailed')}</p>
        ) : coupons.isSuccess && couponList.length === 0 ? (
          <p className="nb-points-muted">{t('points.mine.noCoupons')}</p>
        ) : (
          <ul className="nb-points-coupons">
            {couponList.map((coupon) => (
              <CouponRow
                key={coupon.id}
                coupon={coupon}
                busy={exchange.isPending}
                onExchange={(chosen) => void onExchange(chosen)}
              />
            ))}
          </ul>
        )}
      </section>
      {goods.length > 0 ? (
        <section className="nb-points-section" aria-labelledby="nb-points-goods-title">
          <h2 id="nb-points-goods-title" className="nb-points-section-title">
            {t('points.mine.goods')}
          </h2>
          <ul className="nb-points-goods">
            {goods.map((rule) => (
              <li key={`${rule.requiredPoints}-${rule.content}`}>
                <span>{rule.content}</span>
                <strong>
                  {t('points.mine.needs', { points: rule.requiredPoints, count: rule.requiredPoints })}
                </strong>
              </li>
            ))}
          </ul>
          <p className="nb-points-muted">{t('points.mine.goodsHint')}</p>
        </section>
      ) : null}
      <FirstTimeGuide />
    </>
  );
}

/**
 * /integral/mine?businessId&curPoint: the balance (curPoint until the card answers) with its progress
 * bar, links to how it works, the history and the statement, coupons to exchange and items for points.
 * A curPoint that is not a whole number is refused (failReward).
 */
export default function PointsMineScreen({ onLogin }: MineProps) {
  usePointsTexts();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const businessId = params.get('businessId');
  const curPoint = parseCurPoint(params.get('curPoint'));
  const refused = businessId === null || curPoint === null;
  const title = t('screens.integralMine');
  useDocumentTitle(title);

  useEffect(() => {
    if (refused) void showNotice(t('points.mine.failReward'), 'fail');
  }, [refused, t]);

  return (
    <main className="nb-points-screen">
      <PointsHead title={title} fallback={paths.integralCard} />
      {refused ? (
        <PointsMessage alert>
          <p className="nb-points-message-title">{t('points.mine.failReward')}</p>
          <p>{t('points.mine.failRewardText')}</p>
          <AppLink className="nb-points-secondary" to={paths.integralCard} replace>
            {t('screens.integralCard')}
          </AppLink>
        </PointsMessage>
      ) : (
        <MineBody businessId={businessId} curPoint={curPoint} onLogin={onLogin} />
      )}
    </main>
  );
}
