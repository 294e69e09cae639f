import { appLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { couponValue } from '../../../shared/lib/coupon-value';
import type { RedeemResult } from '../api';
import { ruleValidity } from '../lib/coupon-text';
import { useTranslate } from './coupon-card';
import { CouponSheet } from './coupon-sheet';

/** The coupons a redeemed code gave, or that it gave none. */
export function RedeemResultDialog({
  result,
  onClose,
}: {
  result: RedeemResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const received = result?.coupons.filter((coupon) => result.receivedIds.has(coupon.id)) ?? [];
  return (
    <CouponSheet
      visible={result !== null}
      title={t('coupons.wallet.resultTitle')}
      onClose={onClose}
      closeText={t('coupons.wallet.done')}
    >
      {received.length > 0 ? (
        <>
          <p className="nb-coupons-dialog-text">{t('coupons.wallet.resultIntro')}</p>
          <ul className="nb-redeem-result">
            {received.map((coupon) => (
              <li key={coupon.id}>
                <span className="nb-redeem-result-value">{couponValue(coupon, appLanguage)}</span>
                <span className="nb-redeem-result-name">{coupon.name}</span>
                <span className="nb-redeem-result-validity">
                  {ruleValidity(coupon, translate, appLanguage) ?? ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="nb-coupons-dialog-text">{t('coupons.wallet.resultNone')}</p>
      )}
    </CouponSheet>
  );
}

/** How to get and use coupons, in four steps. */
export function GuideDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CouponSheet
      visible={visible}
      title={t('coupons.wallet.guideTitle')}
      onClose={onClose}
      closeText={t('coupons.wallet.gotIt')}
    >
      <ol className="nb-coupons-guide">
        {([1, 2, 3, 4] as const).map((step) => (
          <li key={step}>{t(`coupons.wallet.guideSteps.${step}`)}</li>
        ))}
      </ol>
    </CouponSheet>
  );
}
