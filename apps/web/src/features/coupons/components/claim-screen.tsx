import { ApiError } from '@nearbite/api-client/api-client';
import type { CouponViewDto } from '@nearbite/contract/coupon-wallet';
import { type ReactNode, useMemo, useState } from 'react';
import { useCouponsTexts } from '../../../shared/i18n/coupons-texts';
import { appLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { goBack } from '../../../shared/lib/go-back';
import { useNavigate } from '../../../shared/lib/history-router';
import { showError, showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ScreenHead } from '../../../shared/ui/screen-head';
import { useClaimCoupon, useCouponView } from '../api';
import { claimState, couponUseLink, ruleValidity } from '../lib/coupon-text';
import { describeParagraphs } from '../lib/describe-text';
import { ClaimVerifyForm } from './claim-verify-form';
import { CouponCard, useTranslate } from './coupon-card';
import './coupons.css';
import { pillButton, pillButtonOutline } from '../../../shared/ui/pill-button';

function Message({ text, role }: { text: string; role?: 'alert' }) {
  const { t } = useTranslation();
  return (
    <div className="nb-coupons-message" role={role}>
      <p>{text}</p>
      <AppLink className={`${pillButtonOutline} nb-coupons-secondary`} to={paths.home}>
        {t('common.backHome')}
      </AppLink>
    </div>
  );
}

function Description({ html }: { html: string | null }) {
  const paragraphs = useMemo(() => describeParagraphs(html), [html]);
  if (paragraphs.length === 0) return null;
  return (
    <div className="nb-claim-describe">
      {paragraphs.map((text, index) => (
        // Paragraphs of one fixed text: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}

function ClaimBody({ coupon }: { coupon: CouponViewDto }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const user = useUser();
  const claim = useClaimCoupon();
  const [justClaimed, setJustClaimed] = useState(false);
  const state = justClaimed ? 'claimed' : claimState(coupon, Date.now());

  const doClaim = async () => {
    try {
      await claim.mutateAsync(coupon.id);
      setJustClaimed(true);
      void showNotice(t('coupons.claim.claimedNotice'), 'success');
    } catch (error) {
      void showError(error);
    }
  };

  let below: ReactNode = null;
  if (state === 'expired' || state === 'invalid' || state === 'notOffered') {
    below = (
      <p className="nb-claim-refusal" role="alert">
        {t(`coupons.claim.${state}`)}
      </p>
    );
  } else if (state === 'claimed') {
    below = (
      <div className="nb-claim-done">
        <p>{t('coupons.claim.claimedText')}</p>
        <AppLink className={`${pillButton} nb-claim-use`} to={couponUseLink(coupon)}>
          {t('coupons.claim.use')}
        </AppLink>
        <AppLink className="nb-coupons-link" to={paths.couponList}>
          {t('coupons.claim.wallet')}
        </AppLink>
      </div>
    );
  } else if (user) {
    below = (
      <button
        type="button"
        className={`${pillButton} nb-claim-use`}
        disabled={claim.isPending}
        aria-busy={claim.isPending}
        onClick={() => void doClaim()}
      >
        {t('coupons.claim.claimSignedIn')}
      </button>
    );
  } else {
    below = <ClaimVerifyForm onSignedIn={doClaim} claiming={claim.isPending} />;
  }

  const badge =
    state === 'claimed'
      ? { text: t('coupons.claim.claimed') }
      : coupon.expiresToday && state === 'open'
        ? { text: t('coupons.validity.expiresToday'), urgent: true }
        : null;

  return (
    <div className="nb-claim">
      <CouponCard
        coupon={coupon}
        validity={ruleValidity(coupon, translate, appLanguage)}
        badge={badge}
        headingLevel="h2"
      />
      <Description html={coupon.describeHTML} />
      {below}
    </div>
  );
}

/** /coupon/get?couponId=…: the coupon, its claim by phone verification, and the way to use it. */
export default function ClaimScreen({ couponId }: { couponId: string | null }) {
  useCouponsTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const view = useCouponView(couponId, user?.id ?? null);
  const title = t('coupons.claim.title');
  useDocumentTitle(title);

  let body: ReactNode;
  if (!couponId) body = <Message text={t('coupons.claim.missingId')} />;
  else if (view.isPending) body = <PageLoading />;
  else if (view.isError) {
    const missing = view.error instanceof ApiError && view.error.status !== null && view.error.status < 500;
    body = missing ? (
      <Message text={t('coupons.claim.invalid')} role="alert" />
    ) : (
      <div className="nb-coupons-message" role="alert">
        <p>{t('coupons.loadFailed')}</p>
        <button
          type="button"
          className={`${pillButtonOutline} nb-coupons-secondary`}
          onClick={() => void view.refetch()}
        >
          {t('coupons.retry')}
        </button>
      </div>
    );
  } else body = <ClaimBody coupon={view.data} />;

  return (
    <main className="nb-coupons-screen">
      <ScreenHead
        title={title}
        className="nb-coupons-head"
        backLabel={t('coupons.back')}
        onBack={() => goBack(navigate, paths.home)}
      />
      {body}
    </main>
  );
}
