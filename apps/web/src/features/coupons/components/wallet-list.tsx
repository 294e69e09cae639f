import { appLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate } from '../../../shared/lib/history-router';
import { paths } from '../../../shared/lib/paths';
import { AppLink } from '../../../shared/ui/app-link';
import { PageLoading } from '../../../shared/ui/page-loading';
import { pillButton } from '../../../shared/ui/pill-button';
import { useWalletCoupons } from '../api';
import { couponUseLink, walletStrings } from '../lib/coupon-text';
import { CouponCard, useTranslate } from './coupon-card';

/** The diner's coupons (only those usable at `businessId` when given), each with its Use button. */
export function WalletList({ businessId }: { businessId: string | null }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const coupons = useWalletCoupons(true, businessId);
  if (coupons.isPending) return <PageLoading />;
  // A failed load replaces the wallet with the coupons fail view, as the points screens do with theirs;
  // its My coupons button opens the wallet again.
  if (coupons.isError) return <Navigate to={`${paths.fail}?failType=coupons`} replace />;
  if (coupons.data.length === 0) {
    return (
      <div className="nb-coupons-message">
        <p className="nb-coupons-empty">{t('coupons.wallet.empty')}</p>
        <p className="nb-coupons-hint">{t('coupons.wallet.emptyHint')}</p>
      </div>
    );
  }
  const now = Date.now();
  return (
    <ul className="nb-wallet-list" aria-label={t('coupons.wallet.listLabel')}>
      {coupons.data.map((coupon) => {
        const strings = walletStrings(coupon, now, translate, appLanguage);
        return (
          <li key={coupon.userCouponId}>
            <CouponCard
              coupon={coupon}
              validity={strings.available}
              badge={{ text: strings.state, urgent: strings.urgent }}
              action={
                strings.usable ? (
                  <AppLink
                    className={`${pillButton} nb-coupons-use`}
                    to={couponUseLink(coupon)}
                    aria-label={`${t('coupons.wallet.use')}${t('common.labelSeparator')}${coupon.name}`}
                  >
                    {t('coupons.wallet.use')}
                  </AppLink>
                ) : (
                  // Kept in place but off: the badge and the dates above say when it can be used.
                  <button
                    type="button"
                    className={`${pillButton} nb-coupons-use`}
                    disabled
                    aria-label={`${t('coupons.wallet.use')}${t('common.labelSeparator')}${coupon.name}`}
                  >
                    {t('coupons.wallet.use')}
                  </button>
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
