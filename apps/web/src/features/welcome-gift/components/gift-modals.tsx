import type { CouponDto } from '@nearbite/contract/coupons';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { AppLink } from '../../../shared/ui/app-link';
import { CouponList } from './coupon-list';
import { GiftModal } from './gift-modal';

function GiftIcon() {
  return (
    <svg className="nb-gift-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="7" y="18" width="34" height="24" rx="3" fill="#fff" opacity="0.95" />
      <rect x="4" y="12" width="40" height="9" rx="2.5" fill="#fff" />
      <rect x="21" y="12" width="6" height="30" fill="#fdba74" />
      <path d="M24 12c-3-6-11-7-11-2 0 3 6 2 11 2zm0 0c3-6 11-7 11-2 0 3-6 2-11 2z" fill="#fdba74" />
    </svg>
  );
}

/** The offer: the gift's coupons and Claim; the close button stops the offer. */
export function GiftOffer({
  coupons,
  claiming,
  onClaim,
  onClose,
}: {
  coupons: readonly CouponDto[];
  claiming: boolean;
  onClaim: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `${useId()}-offer`;
  return (
    <GiftModal labelledBy={titleId} onEscape={onClose}>
      <div className="nb-gift-head">
        <GiftIcon />
        <h2 id={titleId} className="nb-gift-title">
          {t('welcomeGift.title')}
        </h2>
        <p className="nb-gift-intro">{t('welcomeGift.intro')}</p>
        <button type="button" className="nb-gift-close" onClick={onClose} aria-label={t('common.close')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <CouponList coupons={coupons} />
      <div className="nb-gift-actions">
        <button
          type="button"
          className="nb-gift-primary"
          onClick={onClaim}
          disabled={claiming}
          aria-busy={claiming}
        >
          {t('welcomeGift.claim')}
        </button>
      </div>
    </GiftModal>
  );
}

/** The received coupons, with Done and a link to the coupon wallet. */
export function GiftReceived({ coupons, onDone }: { coupons: readonly CouponDto[]; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = `${useId()}-received`;
  return (
    <GiftModal labelledBy={titleId} onEscape={onDone}>
      <div className="nb-gift-head">
        <GiftIcon />
        <h2 id={titleId} className="nb-gift-title">
          {t('welcomeGift.receivedTitle')}
        </h2>
        <p className="nb-gift-intro">{t('welcomeGift.receivedIntro')}</p>
      </div>
      <CouponList coupons={coupons} />
      <div className="nb-gift-actions">
        <button type="button" className="nb-gift-primary" onClick={onDone}>
          {t('welcomeGift.done')}
        </button>
        <AppLink className="nb-gift-secondary" to={paths.couponList} onClick={onDone}>
          {t('welcomeGift.viewCoupons')}
        </AppLink>
      </div>
    </GiftModal>
  );
}
