import '../../../shared/ui/antd-setup';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { prepMinutes } from '@nearbite/domain/discovery';
import { dollars } from '@nearbite/domain/money-text';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../shared/i18n/translation';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { deliveryFeeExplanation } from '../lib/fee-explanation';
import { pointsTiers } from '../lib/points';

/** The store page's explanations: preparation time, delivery fee, points guide, iOS Safari guide. */
export type GuideTopic = 'prep' | 'fee' | 'points' | 'safari';

export interface StoreGuideSheetProps {
  /** The topic shown; null closes the sheet. */
  topic: GuideTopic | null;
  detail: BusinessDetailDto;
  onClose: () => void;
}

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

function topicTitle(topic: GuideTopic): TextKey {
  switch (topic) {
    case 'prep':
      return 'store.prepTitle';
    case 'fee':
      return 'store.feeTitle';
    case 'points':
      return 'store.pointsGuideTitle';
    case 'safari':
      return 'store.safariTitle';
  }
}

function TopicBody({ topic, detail }: { topic: GuideTopic; detail: BusinessDetailDto }): ReactNode {
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

/** A bottom sheet explaining one part of the store page, closed with "Got it", Close, Escape or the mask. */
export default function StoreGuideSheet({ topic, detail, onClose }: StoreGuideSheetProps) {
  const { t } = useTranslation();
  const ids = useId();
  const titleId = `${ids}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  // The last topic stays on screen while the sheet slides away.
  const [shown, setShown] = useState<GuideTopic>(topic ?? 'prep');
  if (topic && topic !== shown) setShown(topic);
  const visible = topic !== null;
  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => sectionRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-shop-sheet"
    >
      <section
        ref={sectionRef}
        className="nb-shop-guide"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="nb-shop-sheet-head">
          <h2 id={titleId} className="nb-shop-sheet-title">
            {t(topicTitle(shown))}
          </h2>
          <button type="button" className="nb-shop-sheet-close" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
        <TopicBody topic={shown} detail={detail} />
        <button type="button" className="nb-shop-guide-done" onClick={onClose}>
          {t('store.gotIt')}
        </button>
      </section>
    </Popup>
  );
}
