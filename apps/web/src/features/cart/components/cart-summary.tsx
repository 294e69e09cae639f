import { dollars } from '@nearbite/domain/money-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CartTotals } from '../lib/cart-totals';

/** The cart bar's icon with its unit badge, and the food total (with the total before offers when higher). */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="nb-cart-icon" aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="26"
          height="26"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
        >
          <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H6.4" strokeLinejoin="round" strokeLinecap="round" />
          <circle cx="9.5" cy="19" r="1.5" />
          <circle cx="17" cy="19" r="1.5" />
        </svg>
        {totals.count > 0 ? <span className="nb-cart-badge">{totals.count}</span> : null}
      </span>
      <span className="nb-cart-summary">
        {totals.count === 0 ? (
          <span className="nb-cart-empty">{t('cart.empty')}</span>
        ) : (
          <>
            <span className="nb-visually-hidden">{t('cart.open', { count: totals.count })}</span>
            <span className="nb-cart-total" data-testid="cart-total">
              {t('cart.total', { total: dollars(totals.subtotal) })}
            </span>
            {totals.commoditiesPrice > totals.subtotal ? (
              <del className="nb-cart-original">
                {t('cart.originalTotal', { total: dollars(totals.commoditiesPrice) })}
              </del>
            ) : null}
          </>
        )}
      </span>
    </>
  );
}
