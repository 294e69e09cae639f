import { couponValueText } from '@nearbite/domain/coupon-wording';
import { dollars } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Sheet } from '../../../shared/ui/sheet';
import type { CouponEntry } from '../lib/checkout-state';
import { couponReasonText } from '../lib/coupon-reason';

export interface CouponChooserProps {
  visible: boolean;
  entries: readonly CouponEntry[];
  chosenId: string | null;
  loading: boolean;
  onChoose: (userCouponId: string | null) => void;
  onClose: () => void;
}

/** What a coupon takes off, in words, in the page's language; with cents, like every checkout figure. */
export function useCouponValueText() {
  const { i18n } = useTranslation();
  return ({ rule }: CouponEntry): string => couponValueText(rule, i18n.language, { cents: true });
}

/** The coupon chooser: one coupon at most; unavailable ones are listed with their reason. */
export function CouponChooser({
  visible,
  entries,
  chosenId,
  loading,
  onChoose,
  onClose,
}: CouponChooserProps) {
  const { t } = useTranslation();
  const valueText = useCouponValueText();
  const typeName = (type: OrderType) => t(`stores.diningType.${type}`);
  const choose = (id: string | null) => {
    onChoose(id);
    onClose();
  };
  return (
    <Sheet
      className="nb-checkout-sheet"
      visible={visible}
      title={t('checkout.coupon.title')}
      onClose={onClose}
    >
      {loading ? (
        <p className="nb-checkout-empty" role="status">
          {t('common.loading')}
        </p>
      ) : entries.length === 0 ? (
        <p className="nb-checkout-empty">{t('checkout.coupon.none')}</p>
      ) : (
        <ul className="nb-coupon-list">
          <li>
            <button
              type="button"
              className="nb-option nb-coupon"
              aria-pressed={chosenId === null}
              onClick={() => choose(null)}
            >
              <span className="nb-coupon-name">{t('checkout.coupon.noCoupon')}</span>
            </button>
          </li>
          {entries.map((entry) => {
            const reason = entry.reason
              ? couponReasonText(entry.reason, typeName, t('stores.listSeparator'))
              : null;
            const id = entry.coupon.userCouponId;
            return (
              <li key={id}>
                <button
                  type="button"
                  className="nb-option nb-coupon"
                  aria-pressed={chosenId === id}
                  disabled={reason !== null}
                  onClick={() => choose(chosenId === id ? null : id)}
                >
                  <span className="nb-coupon-value">{valueText(entry)}</span>
                  <span className="nb-coupon-name">{entry.coupon.name}</span>
                  {entry.rule.minCommoditiesPrice ? (
                    <span className="nb-coupon-detail">
                      {t('checkout.coupon.minSpend', { amount: dollars(entry.rule.minCommoditiesPrice) })}
                    </span>
                  ) : null}
                  {reason ? <span className="nb-coupon-reason">{t(reason.key, reason.values)}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Sheet>
  );
}
