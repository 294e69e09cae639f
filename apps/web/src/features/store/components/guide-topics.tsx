import type { BusinessDetailDto } from '@nearbite/contract/store';
import { prepMinutes } from '@nearbite/domain/discovery';
import { dollars } from '@nearbite/domain/money-text';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { deliveryFeeExplanation } from '../lib/fee-explanation';
import { pointsTiers } from '../lib/points';
import type { GuideTopic } from '../lib/store-sheets';

/** The iOS Share icon (a box with an arrow up), as Safari draws it. */
function ShareIcon() {
  return (
    <svg className="nb-shop-guide-share" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 3v12M8 7l4-4 4 4M7 11H5v10h14V11h-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PointsGuide({ detail }: { detail: BusinessDetailDto }) {
  const { t } = useTranslation();
  const tiers = pointsTiers(detail);
  const rewards = detail.pointsConfig.exchangeRules.commodities;
  return (
    <>
      <p className="nb-shop-guide-text">{t('store.pointsEarn')}</p>
      {tiers.length > 0 ? (
        <>
          <h3 className="nb-shop-info-label">{t('store.pointsTiersTitle')}</h3>
          <p className="nb-shop-guide-text">{t('store.pointsTiersHint')}</p>
          <ul className="nb-shop-guide-list">
            {tiers.map((tier) => (
              <li key={`${tier.min}-${tier.max}`}>
                {t('store.pointsTier', {
                  min: dollars(tier.min),
                  max: dollars(tier.max),
                  points: tier.points,
                  count: tier.points,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {rewards.length > 0 ? (
        <>
          <h3 className="nb-shop-info-label">{t('store.pointsRewardsTitle')}</h3>
          <ul className="nb-shop-guide-list">
            {rewards.map((reward) => (
              <li key={`${reward.requiredPoints}-${reward.content}`}>
                {t('store.pointsReward', {
                  points: reward.requiredPoints,
                  count: reward.requiredPoints,
                  content: reward.content,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function SafariGuide() {
  const { t } = useTranslation();
  return (
    <>
      <p className="nb-shop-guide-text">{t('store.safariIntro')}</p>
      <ol className="nb-shop-guide-list nb-shop-guide-steps">
        <li>
          {t('store.safariStep1')} <ShareIcon />
        </li>
        <li>{t('store.safariStep2')}</li>
        <li>{t('store.safariStep3')}</li>
      </ol>
    </>
  );
}

/** What a guide topic explains. */
export function TopicBody({ topic, detail }: { topic: GuideTopic; detail: BusinessDetailDto }): ReactNode {
  const { t } = useTranslation();
  switch (topic) {
    case 'prep':
      return (
        <p className="nb-shop-guide-text">
          {t('store.prepExplain', { minutes: prepMinutes(detail.prepareFoodTime) })}
        </p>
      );
    case 'fee':
      return (
        <ul className="nb-shop-guide-list">
          {deliveryFeeExplanation(detail, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      );
    case 'points':
      return <PointsGuide detail={detail} />;
    case 'safari':
      return <SafariGuide />;
  }
}
