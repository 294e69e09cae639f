import '../../../shared/ui/antd-setup';
import { parseCurPoint, progressTiers } from '@nearbite/domain/points-programme';
import { useEffect } from 'react';
import { usePointsTexts } from '../../../shared/i18n/points-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from '../../../shared/lib/history-router';
import { showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { usePointsCoupons } from '../../../shared/lib/points-coupons-api';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { PointsCouponList } from '../../../shared/ui/points-coupon-list';
import { usePointsBalance, usePointsContent } from '../api';
import { FirstTimeGuide } from './points-guide';
import { PointsHead, PointsMessage } from './points-head';
import { ProgressBar } from './progress-bar';
import '../points.css';

interface MineProps {
  onLogin: () => void;
}

function MineBody({ businessId, curPoint, onLogin }: MineProps & { businessId: string; curPoint: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const balance = usePointsBalance(businessId, user !== null);
  const coupons = usePointsCoupons(businessId);
  const content = usePointsContent(businessId);
  const points = balance.data?.curPoints ?? curPoint;
  const goods = content.data?.exchangeRules.commodities ?? [];
  const couponList = coupons.data?.coupons ?? [];
  const tiers = progressTiers([...couponList, ...goods].map((item) => item.requiredPoints));
  const query = `businessId=${encodeURIComponent(businessId)}`;

  useEffect(() => {
    if (coupons.isError) void showNotice(t('points.mine.couponsFailed'), 'fail');
  }, [coupons.isError, t]);

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
          <PointsCouponList
            businessId={businessId}
            coupons={couponList}
            curPoints={points}
            signedIn={user !== null}
            onLogin={onLogin}
          />
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
